import { readSimulatedAppCall } from '@sextant/core/compose/readSimulatedAppCall';
import { useQuery } from '@tanstack/react-query';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { queryKeys } from '../../../app/queries/queryKeys';
import { Arc28EventList } from '../../applications/components/Arc28EventList';
import { useAppSpec } from '../../applications/storage/useAppSpec';
import { COMPOSE_LABELS as L } from '../composeLabels';

/**
 * A simulated app call read by the spec attached to the called app on this network: its ARC-28
 * events, its return value decoded by the method's type, and the ARC-56 error message of the pc
 * it failed at, as the lab shows them.
 */
export function SimulatedEvents({
  network,
  appId,
  logs,
  appArgs,
  returnShown = false,
  failure,
}: {
  network: string;
  appId: bigint;
  logs: string[];
  appArgs: readonly Uint8Array[];
  /** The return value is shown by the call's own draft (an ABI call): not again here. */
  returnShown?: boolean;
  /** The node's text when this call is the one that failed. */
  failure?: string;
}) {
  const { attached } = useAppSpec(network, appId);
  const { algod } = useNetworkClients();
  // A spec whose error pcs are cblock-relative needs the program the app runs to place them.
  const cblocks = attached?.contract?.sourceInfo?.approval?.pcOffsetMethod === 'cblocks';
  const approval = useQuery({
    queryKey: queryKeys.algod.application(network, appId, 'approval-program'),
    queryFn: async () => {
      const app = await algod?.getApplicationByID(appId).do();
      return app?.params?.approvalProgram ?? null;
    },
    enabled: algod !== undefined && failure !== undefined && cblocks && appId !== 0n,
    staleTime: Infinity,
  });
  const events = attached?.decodeEvents(logs) ?? [];
  const reading =
    attached?.contract === undefined
      ? {}
      : readSimulatedAppCall(
          attached.contract,
          appArgs,
          logs,
          failure === undefined
            ? undefined
            : { nodeText: failure, ...(approval.data != null && { approval: approval.data }) },
        );
  const returned = returnShown ? undefined : reading.returned;
  if (events.length === 0 && returned === undefined && reading.contractError === undefined) return null;
  return (
    <div className="flex w-full flex-col gap-1 pt-1 text-fg">
      {reading.contractError !== undefined && (
        <p className="text-bad">
          {L.contractError}{' '}
          <span data-testid="compose-simulated-contract-error">{reading.contractError}</span>
        </p>
      )}
      {returned !== undefined && (
        <p className="font-mono break-all">
          {L.decodedReturn(reading.method ?? '')}{' '}
          <span data-testid="compose-simulated-decoded-return">{returned}</span>
        </p>
      )}
      {events.length > 0 && <Arc28EventList events={events} testId="compose-simulated-events" />}
    </div>
  );
}

import { readSimulatedAppCall } from '@sextant/core/compose/readSimulatedAppCall';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import algosdk from 'algosdk';
import { useMemo } from 'react';
import { useAppSpec } from '../../applications/storage/useAppSpec';
import { COMPOSE_LABELS as L } from '../composeLabels';

/**
 * A committed plain app call's return value, read by the spec attached to the called app on this
 * network (the method by its selector, the value from the last log), as the simulation reads it.
 * Nothing when the app has no spec, the call names none of its methods, or nothing came back.
 */
export function SpecReturnLine({
  network,
  position,
  unsigned,
  logs,
}: {
  network: string;
  position: number;
  /** The built transaction (msgpack, base64). */
  unsigned: string | undefined;
  /** Its last log (base64), if it wrote one. */
  logs: readonly string[];
}) {
  const call = useMemo(() => {
    const bytes = unsigned === undefined ? undefined : decodeBase64(unsigned);
    return bytes === undefined ? undefined : algosdk.decodeUnsignedTransaction(bytes).applicationCall;
  }, [unsigned]);
  const { attached } = useAppSpec(network, call?.appIndex ?? 0n);
  const contract = attached?.contract;
  if (call === undefined || contract === undefined) return null;
  const reading = readSimulatedAppCall(contract, call.appArgs, logs);
  if (reading.returned === undefined) return null;
  return (
    <div className="flex gap-2 text-[12px]" data-testid="compose-committed-return">
      <span className="shrink-0 text-muted">{L.returnedBy(position)}</span>
      <p className="w-full font-mono break-all text-fg">
        {L.decodedReturn(reading.method ?? '')}{' '}
        <span data-testid="compose-committed-spec-return">{reading.returned}</span>
      </p>
    </div>
  );
}

import type { SimulationState } from '@sextant/core/compose/simulateBuilt';
import { BytesValue } from '../../../ui/BytesValue';
import { Verdict } from '../../../ui/Verdict';
import { COMPOSE_LABELS as L } from '../composeLabels';
import type { AbiCallDraft } from '@sextant/core/contracts/AbiCallDraft';
import { AbiReturnLine } from './AbiReturnLine';
import { NodeWords } from './NodeWords';
import { SimulatedEvents } from './SimulatedEvents';
import { simulatedAbiReturn } from '@sextant/core/compose/simulatedAbiReturn';

/** What the node would do with the group, per transaction, before any wallet is asked. */
export function SimulationView({
  state,
  network,
  appIdAt,
  appArgsAt,
  abiCallAt,
}: {
  state: SimulationState;
  network?: string;
  /** The app a position calls (1-based), for decoding its events by an attached spec. */
  appIdAt?: (position: number) => bigint | undefined;
  /** The app arguments of a position (1-based): the method selector the spec reads. */
  appArgsAt?: (position: number) => readonly Uint8Array[];
  /** The ABI method call a position (1-based) was drafted as: its return value is read by it. */
  abiCallAt?: (position: number) => AbiCallDraft | undefined;
}) {
  if (state.kind === 'running') return <p className="text-[13px] text-muted">{L.simulating}</p>;
  if (state.kind === 'unsupported')
    return <p className="text-[13px] text-muted">{L.simulationUnsupported}</p>;
  if (state.kind === 'error') return <p className="text-[13px] text-bad">{state.message}</p>;
  const { report } = state;
  return (
    <div className="flex flex-col gap-2" data-testid="compose-simulation" data-ok={String(report.ok)}>
      <Verdict ok={report.ok} passed={L.simulationOk}>
        <span data-testid="compose-simulation-error">{report.error?.simulatedMessage}</span>
        {report.error && <NodeWords text={report.error.nodeMessage} />}
      </Verdict>
      <ul className="flex flex-col gap-1 text-[12px]">
        {report.txns.map((t) => {
          const facts = [
            t.appBudgetConsumed !== undefined && L.budget(t.appBudgetConsumed),
            t.logs.length > 0 && L.logs(t.logs.length),
            t.innerTransactions > 0 && L.inners(t.innerTransactions),
            t.createdAppId !== undefined && L.createdApp(t.createdAppId.toString()),
            t.createdAssetId !== undefined && L.createdAsset(t.createdAssetId.toString()),
          ].filter((x): x is string => typeof x === 'string');
          // A failing group passes nowhere: the failing transaction says so, the others only their facts.
          const fails = !report.ok && report.error?.position === t.position;
          const plain = report.ok ? L.simulatedPlain : L.simulatedNoFacts;
          const appId = appIdAt?.(t.position) ?? (t.logs.length > 0 ? t.createdAppId : undefined);
          const abiCall = fails ? undefined : abiCallAt?.(t.position);
          return (
            <li
              key={t.position}
              className="flex flex-wrap gap-x-2 text-muted"
              data-testid="compose-simulated-txn"
            >
              <span className="font-medium text-fg">{L.simulatedTxn(t.position)}</span>
              {fails ? (
                <span className="text-bad">{L.simulatedFails}</span>
              ) : facts.length > 0 ? (
                facts.join(' · ')
              ) : (
                plain
              )}
              {network !== undefined && appId !== undefined && (
                <SimulatedEvents
                  network={network}
                  appId={appId}
                  logs={t.logs}
                  appArgs={appArgsAt?.(t.position) ?? []}
                  returnShown={abiCall?.method !== undefined}
                  {...(fails && report.error !== undefined && { failure: report.error.nodeMessage })}
                />
              )}
              {abiCall !== undefined && <AbiReturnLine call={abiCall} logs={t.logs} />}
              {t.logs.length > 0 && <LogList logs={t.logs} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A transaction's logs, as text where they are text, and the ABI return value the last one carries. */
function LogList({ logs }: { logs: readonly string[] }) {
  const abiReturn = simulatedAbiReturn(logs);
  return (
    <div className="flex w-full flex-col gap-0.5 pl-2" data-testid="compose-simulated-logs">
      {abiReturn !== undefined && (
        <p className="font-mono break-all text-fg" data-testid="compose-simulated-return">
          {L.abiReturn} {abiReturn}
        </p>
      )}
      <ol className="flex flex-col gap-0.5">
        {logs.map((l, i) => (
          <li key={i} className="flex gap-2">
            <span className="shrink-0 font-mono">{L.logLine(i + 1)}</span>
            <span className="min-w-0 flex-1">
              <BytesValue base64={l} what={L.logN(i + 1)} testId="compose-simulated-log" />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

import type { SimulationReport } from '@sextant/core/compose/readSimulation';
import { CheckCircle2, XCircle } from 'lucide-react';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { NodeWords } from './NodeWords';

export type SimulationState =
  | { kind: 'running' }
  | { kind: 'done'; report: SimulationReport }
  | { kind: 'unsupported' }
  | { kind: 'error'; message: string };

/** What the node would do with the group, per transaction, before any wallet is asked. */
export function SimulationView({ state }: { state: SimulationState }) {
  if (state.kind === 'running') return <p className="text-[13px] text-muted">{L.simulating}</p>;
  if (state.kind === 'unsupported')
    return <p className="text-[13px] text-muted">{L.simulationUnsupported}</p>;
  if (state.kind === 'error') return <p className="text-[13px] text-bad">{state.message}</p>;
  const { report } = state;
  return (
    <div className="flex flex-col gap-2" data-testid="compose-simulation" data-ok={String(report.ok)}>
      {report.ok ? (
        <p className="flex items-center gap-2 text-[13px] text-ok">
          <CheckCircle2 className="size-4" aria-hidden />
          {L.simulationOk}
        </p>
      ) : (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]"
        >
          <XCircle className="mt-0.5 size-4 shrink-0 text-bad" aria-hidden />
          <div className="flex min-w-0 flex-col gap-1">
            <span data-testid="compose-simulation-error">{report.error?.message}</span>
            {report.error && <NodeWords text={report.error.nodeMessage} />}
          </div>
        </div>
      )}
      <ul className="flex flex-col gap-1 text-[12px]">
        {report.txns.map((t) => {
          const facts = [
            t.appBudgetConsumed !== undefined && L.budget(t.appBudgetConsumed),
            t.logs.length > 0 && L.logs(t.logs.length),
            t.innerTransactions > 0 && L.inners(t.innerTransactions),
            t.createdAppId !== undefined && L.createdApp(t.createdAppId.toString()),
            t.createdAssetId !== undefined && L.createdAsset(t.createdAssetId.toString()),
          ].filter((x): x is string => typeof x === 'string');
          return (
            <li key={t.position} className="flex flex-wrap gap-x-2 text-muted">
              <span className="font-medium text-fg">{L.simulatedTxn(t.position)}</span>
              {facts.length > 0 ? facts.join(' · ') : L.simulatedPlain}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

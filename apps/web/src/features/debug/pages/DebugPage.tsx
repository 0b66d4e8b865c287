import { Play } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Panel } from '../../../ui/Panel';
import { DryrunPanel } from '../components/DryrunPanel';
import { GroupInput } from '../components/GroupInput';
import { GroupSources } from '../components/GroupSources';
import { GroupSummary } from '../components/GroupSummary';
import { readOptions, SimulateOptionsForm } from '../components/SimulateOptionsForm';
import { SimulationResults } from '../components/SimulationResults';
import { StepperPanel } from '../components/StepperPanel';
import { TraceDownloads } from '../components/TraceDownloads';
import { DEBUG_LABELS as L } from '../debugLabels';
import { useDebugSession } from '../useDebugSession';

/**
 * `/:net/debug`: open a group (link fragment, paste, drop, txid), simulate it with every option,
 * read each transaction's results, step through the trace; build and run dry-run requests. The
 * open group lives in the URL fragment, so a reload (or a shared link) keeps it (`useDebugSession`).
 */
export function DebugPage() {
  const d = useDebugSession();
  const { group, sim, simulate, importTrace, rebuild, txid } = d;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <title>{`${L.title} · Sextant`}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-lg font-semibold">{L.title}</h1>
        <p className="text-[13px] text-muted">{L.intro}</p>
      </header>

      <Panel title={L.input}>
        {d.fromLink.error !== undefined && (
          <p role="alert" className="mb-3 text-[13px] text-bad" data-testid="debug-fragment-error">
            {d.fromLink.error}
          </p>
        )}
        {d.sources.problem !== undefined && (
          <p role="alert" className="mb-3 text-[13px] text-warn">
            {d.sources.problem}
          </p>
        )}
        {txid !== undefined && rebuild.isPending && (
          <p className="mb-3 text-[13px] text-muted" data-testid="debug-opening-txid">
            {L.openingTxid(txid)}
          </p>
        )}
        {rebuild.error && (
          <p role="alert" className="mb-3 text-[13px] text-bad" data-testid="debug-txid-error">
            {rebuild.error.message}
          </p>
        )}
        {group === undefined ? (
          <>
            {txid === undefined && <GroupSources networkId={d.network.id} />}
            <GroupInput
              onGroup={d.openGroup}
              onTrace={(input) => importTrace.mutate(input)}
              traceError={importTrace.error?.message}
            />
            {importTrace.isPending && <p className="mt-2 text-xs text-muted">{L.importingTrace}</p>}
          </>
        ) : (
          <GroupSummary group={group} note={d.note} onClear={d.clear} />
        )}
      </Panel>

      {group !== undefined && (
        <Panel title={L.simulate} actions={sim && <TraceDownloads sim={sim} />}>
          <div className="flex flex-col gap-4">
            {/* Folded when another screen asked to run: the result and the stepper come first. */}
            <details open={!d.linkOptions.run} className="group">
              <summary className="cursor-pointer text-xs font-semibold tracking-wide text-muted uppercase select-none">
                {L.options}
              </summary>
              <div className="pt-2">
                <SimulateOptionsForm draft={d.options} onChange={d.setOptions} />
              </div>
            </details>
            <div>
              <Button
                variant="primary"
                disabled={simulate.isPending || !readOptions(d.options).ok}
                onClick={d.run}
                data-testid="debug-simulate"
              >
                <Play className="size-3.5" aria-hidden />
                {simulate.isPending ? L.simulating : L.simulateRun}
              </Button>
            </div>
            {simulate.error && <ErrorAlert error={simulate.error} />}
            {sim && <SimulationResults sim={sim} />}
            {sim && sim.listingProblems.length > 0 && (
              <div className="text-xs text-muted">
                <p className="font-medium">{L.listingProblem}</p>
                <ul>
                  {sim.listingProblems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </Panel>
      )}

      {sim && (
        <StepperPanel
          sim={sim}
          stepperKey={`${d.network.id}-${d.stepperKey}`}
          specTemplates={{
            onMatch: (hash, literals) => d.relist.mutate({ hash, literals }),
            pending: d.relist.isPending,
            error: d.relist.error?.message,
          }}
        />
      )}

      {group !== undefined && (
        <Panel title={L.dryrun}>
          <DryrunPanel key={d.hash} group={group} />
        </Panel>
      )}
    </div>
  );
}

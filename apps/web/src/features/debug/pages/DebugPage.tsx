import {
  debugFromResponse,
  debugSimulation,
  type DebugSimulation,
} from '@sextant/core/debug/debugSimulation';
import { readTraceFile } from '@sextant/core/debug/readTraceFile';
import { avmDebuggerSources } from '@sextant/core/debug/avmDebuggerSources';
import type { DebugTxn } from '@sextant/core/debug/DebugTxn';
import { groupFragment, readGroupFragment } from '@sextant/core/debug/groupFragment';
import { simulationInput } from '@sextant/core/debug/DebugTxn';
import algosdk from 'algosdk';
import { useMutation } from '@tanstack/react-query';
import { Download, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { downloadBytes } from '../../../ui/downloadBytes';
import { DryrunPanel } from '../components/DryrunPanel';
import { GroupInput } from '../components/GroupInput';
import { GroupSummary } from '../components/GroupSummary';
import { DEFAULT_OPTIONS, readOptions, SimulateOptionsForm } from '../components/SimulateOptionsForm';
import { SimulationResults } from '../components/SimulationResults';
import { TraceStepper } from '../components/TraceStepper';
import { DEBUG_LABELS as L } from '../debugLabels';

/**
 * `/:net/debug`: open a group (link fragment, paste, drop, txid), simulate it with every option,
 * read each transaction's results, step through the trace; build and run dry-run requests. The
 * open group lives in the URL fragment, so a reload (or a shared link) keeps it.
 */
export function DebugPage() {
  const network = useActiveNetwork();
  const { algod } = useNetworkClients();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const fromLink = useMemo(() => {
    try {
      return { group: readGroupFragment(hash) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [hash]);
  const group = fromLink.group;
  const [note, setNote] = useState<string>();
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const simulate = useMutation({
    mutationFn: (g: readonly DebugTxn[]) => {
      const read = readOptions(options);
      if (!read.ok) throw new Error(L.extraBudgetError);
      return debugSimulation(algod, g, read.options);
    },
  });
  const [stepperKey, setStepperKey] = useState(0);
  const importTrace = useMutation({
    mutationFn: async (text: string) => {
      const file = readTraceFile(text);
      return { group: file.group, sim: await debugFromResponse(algod, file.group, file.response) };
    },
    onSuccess: ({ group: g }) => {
      simulate.reset();
      setNote(L.fromTrace);
      setStepperKey((k) => k + 1);
      void navigate({ hash: groupFragment(simulationInput(g)) }, { replace: true });
    },
  });

  const openGroup = (g: DebugTxn[], why?: string) => {
    simulate.reset();
    importTrace.reset();
    setNote(why);
    void navigate({ hash: groupFragment(simulationInput(g)) }, { replace: true });
  };
  const sim: DebugSimulation | undefined = simulate.data ?? importTrace.data?.sim;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <title>{`${L.title} · Sextant`}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-lg font-semibold">{L.title}</h1>
        <p className="text-[13px] text-muted">{L.intro}</p>
      </header>

      <Panel title={L.input}>
        {fromLink.error !== undefined && (
          <p role="alert" className="mb-3 text-[13px] text-bad" data-testid="debug-fragment-error">
            {fromLink.error}
          </p>
        )}
        {group === undefined ? (
          <>
            <GroupInput
              onGroup={openGroup}
              onTrace={(text) => importTrace.mutate(text)}
              traceError={importTrace.error?.message}
            />
            {importTrace.isPending && <p className="mt-2 text-xs text-muted">{L.importingTrace}</p>}
          </>
        ) : (
          <GroupSummary
            group={group}
            note={note}
            onClear={() => {
              simulate.reset();
              importTrace.reset();
              setNote(undefined);
              void navigate({ hash: '' }, { replace: true });
            }}
          />
        )}
      </Panel>

      {group !== undefined && (
        <Panel
          title={L.simulate}
          actions={
            sim && (
              <div className="flex min-w-0 flex-wrap justify-end gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    for (const f of avmDebuggerSources(sim.listings.values()))
                      downloadBytes(new TextEncoder().encode(f.text), f.name);
                  }}
                  title={L.downloadSourcesTitle}
                  data-testid="debug-download-sources"
                >
                  <Download className="size-3.5" aria-hidden />
                  {L.downloadSources}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    downloadBytes(
                      new TextEncoder().encode(algosdk.encodeJSON(sim.response, { space: 2 })),
                      'simulate.trace.avm.json',
                    )
                  }
                  title={L.downloadTraceTitle}
                  data-testid="debug-download-trace"
                >
                  <Download className="size-3.5" aria-hidden />
                  {L.downloadTrace}
                </Button>
              </div>
            )
          }
        >
          <div className="flex flex-col gap-4">
            <SimulateOptionsForm draft={options} onChange={setOptions} />
            <div>
              <Button
                variant="primary"
                disabled={simulate.isPending || !readOptions(options).ok}
                onClick={() => {
                  setStepperKey((k) => k + 1);
                  simulate.mutate(group);
                }}
                data-testid="debug-simulate"
              >
                <Play className="size-3.5" aria-hidden />
                {simulate.isPending ? L.simulating : L.simulateRun}
              </Button>
            </div>
            {simulate.error && (
              <p role="alert" className="text-[13px] text-bad">
                {simulate.error.message}
              </p>
            )}
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
        <Panel title={L.stepper}>
          {sim.timeline.steps.length === 0 ? (
            <p className="text-[13px] text-muted">{L.noTrace}</p>
          ) : (
            <TraceStepper
              key={`${network.id}-${stepperKey}`}
              sim={sim}
              start={sim.timeline.failureStep ?? 0}
            />
          )}
          {sim.timeline.problems.length > 0 && (
            <div className="mt-3 text-xs text-warn">
              <p className="font-medium">{L.traceProblems}</p>
              <ul>
                {sim.timeline.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </div>
          )}
        </Panel>
      )}

      {group !== undefined && (
        <Panel title={L.dryrun}>
          <DryrunPanel key={hash} group={group} />
        </Panel>
      )}
    </div>
  );
}

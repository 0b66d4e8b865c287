import {
  debugFromResponse,
  debugSimulation,
  type DebugSimulation,
} from '@sextant/core/debug/debugSimulation';
import { readTraceFile } from '@sextant/core/debug/readTraceFile';
import { avmDebuggerSources } from '@sextant/core/debug/avmDebuggerSources';
import type { DebugTxn } from '@sextant/core/debug/DebugTxn';
import { debugSources } from '@sextant/core/debug/DebugSources';
import { groupFragment, readFragmentOptions, readGroupFragment } from '@sextant/core/debug/groupFragment';
import { rebuildGroupFromChain } from '@sextant/core/debug/rebuildGroupFromChain';
import { simulationInput } from '@sextant/core/debug/DebugTxn';
import algosdk from 'algosdk';
import { useMutation } from '@tanstack/react-query';
import { Download, Play } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { getAppSpec } from '../../applications/storage/appSpecStore';
import { DEBUG_LABELS as L } from '../debugLabels';
import { loadDebugHandoff } from '../debugHandoffStore';
import { TXID_FRAGMENT_KEY } from '../debugTxidHref';

/**
 * `/:net/debug`: open a group (link fragment, paste, drop, txid), simulate it with every option,
 * read each transaction's results, step through the trace; build and run dry-run requests. The
 * open group lives in the URL fragment, so a reload (or a shared link) keeps it.
 */
export function DebugPage() {
  const network = useActiveNetwork();
  const clients = useNetworkClients();
  const { algod } = clients;
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
  const linkOptions = useMemo(() => readFragmentOptions(hash), [hash]);
  // Sources the sending screen left (TEAL, specs), then specs attached to the apps that ran.
  const sources = useMemo(() => {
    let handoff;
    let problem: string | undefined;
    try {
      handoff = linkOptions.handoff === undefined ? undefined : loadDebugHandoff(linkOptions.handoff);
    } catch (e) {
      problem = e instanceof Error ? e.message : String(e);
    }
    const attached = async (appId: bigint) =>
      (await getAppSpec(network.id, appId).catch(() => undefined))?.text;
    return { sources: debugSources(handoff, attached), problem };
  }, [linkOptions.handoff, network.id]);
  const [note, setNote] = useState<string>();
  const [stepperKey, setStepperKey] = useState(0);
  const [options, setOptions] = useState(DEFAULT_OPTIONS);
  const simulate = useMutation({
    mutationFn: (g: readonly DebugTxn[]) => {
      const read = readOptions(options);
      if (!read.ok) throw new Error(L.extraBudgetError);
      return debugSimulation(algod, g, read.options, sources.sources);
    },
  });
  // A link that asks to run (a failure from another screen) simulates once on arrival.
  const ranFor = useRef<string>(undefined);
  useEffect(() => {
    if (!linkOptions.run || group === undefined || ranFor.current === hash) return;
    ranFor.current = hash;
    setNote(L.autoRun);
    setStepperKey((k) => k + 1);
    simulate.mutate(group);
  }, [linkOptions.run, group, hash, simulate]);
  // `#txid=…` (the transaction page's link): rebuild its group, then run it.
  const txid = hash.startsWith(`#${TXID_FRAGMENT_KEY}=`)
    ? decodeURIComponent(hash.slice(TXID_FRAGMENT_KEY.length + 2))
    : undefined;
  const rebuild = useMutation({
    mutationFn: (id: string) => rebuildGroupFromChain(clients.algod, clients.indexer, id),
    onSuccess: (r) =>
      void navigate({ hash: groupFragment(simulationInput(r.txns), { run: true }) }, { replace: true }),
  });
  const rebuiltFor = useRef<string>(undefined);
  useEffect(() => {
    if (txid === undefined || rebuiltFor.current === txid) return;
    rebuiltFor.current = txid;
    rebuild.mutate(txid);
  }, [txid, rebuild]);
  const importTrace = useMutation({
    mutationFn: async (text: string) => {
      const file = readTraceFile(text);
      return {
        group: file.group,
        sim: await debugFromResponse(algod, file.group, file.response, sources.sources),
      };
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
        {sources.problem !== undefined && (
          <p role="alert" className="mb-3 text-[13px] text-warn">
            {sources.problem}
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

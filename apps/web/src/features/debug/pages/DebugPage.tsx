import {
  debugFromResponse,
  debugSimulation,
  type DebugSimulation,
} from '@sextant/core/debug/debugSimulation';
import { readTraceFile } from '@sextant/core/debug/readTraceFile';
import { avmDebuggerBundle } from '@sextant/core/debug/avmDebuggerBundle';
import { isZip, readDebuggerBundle } from '@sextant/core/debug/readDebuggerBundle';
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
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Panel } from '../../../ui/Panel';
import { downloadBytes } from '../../../ui/downloadBytes';
import { DryrunPanel } from '../components/DryrunPanel';
import { GroupInput } from '../components/GroupInput';
import { GroupSources } from '../components/GroupSources';
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
  // The same simulation listed again with template values entered for a spec's TEAL.
  const [relisted, setRelisted] = useState<DebugSimulation>();
  const [templates, setTemplates] = useState<ReadonlyMap<string, Readonly<Record<string, string>>>>(
    new Map(),
  );
  const simulate = useMutation({
    mutationFn: (g: readonly DebugTxn[]) => {
      const read = readOptions(options);
      if (!read.ok) throw new Error(L.extraBudgetError);
      return debugSimulation(algod, g, read.options, { ...sources.sources, templates });
    },
    onMutate: () => setRelisted(undefined),
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
    // A trace file (JSON), or a zip with the trace and its sources.avm.json, maps and TEAL.
    mutationFn: async (input: string | Uint8Array) => {
      const bundle =
        typeof input !== 'string' && isZip(input)
          ? readDebuggerBundle(input)
          : { ...readTraceFile(typeof input === 'string' ? input : new TextDecoder().decode(input)) };
      const listings = 'listings' in bundle ? bundle.listings : undefined;
      const sim = await debugFromResponse(algod, bundle.group, bundle.response, {
        ...sources.sources,
        ...(listings && { listings }),
      });
      if ('problems' in bundle) sim.listingProblems.unshift(...bundle.problems);
      return { group: bundle.group, sim, imported: listings?.size };
    },
    onSuccess: ({ group: g, imported }) => {
      simulate.reset();
      setRelisted(undefined);
      setNote(imported === undefined ? L.fromTrace : L.fromBundle(imported));
      setStepperKey((k) => k + 1);
      void navigate({ hash: groupFragment(simulationInput(g)) }, { replace: true });
    },
  });

  const openGroup = (g: DebugTxn[], why?: string) => {
    setRelisted(undefined);
    simulate.reset();
    importTrace.reset();
    setNote(why);
    void navigate({ hash: groupFragment(simulationInput(g)) }, { replace: true });
  };
  const sim: DebugSimulation | undefined = relisted ?? simulate.data ?? importTrace.data?.sim;
  // Template values typed for a spec's TEAL: the same response listed again with them.
  const relist = useMutation({
    mutationFn: async ({ hash, literals }: { hash: string; literals: Record<string, string> }) => {
      if (sim === undefined || group === undefined) throw new Error(L.noTrace);
      const next = new Map(templates).set(hash, literals);
      setTemplates(next);
      const listed = await debugFromResponse(algod, group, sim.response, {
        ...sources.sources,
        templates: next,
      });
      if (listed.listings.get(hash)?.origin !== 'spec') throw new Error(L.specStillMismatch);
      return { ...listed, unapplied: sim.unapplied };
    },
    onSuccess: setRelisted,
  });

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
            {txid === undefined && <GroupSources networkId={network.id} />}
            <GroupInput
              onGroup={openGroup}
              onTrace={(input) => importTrace.mutate(input)}
              traceError={importTrace.error?.message}
            />
            {importTrace.isPending && <p className="mt-2 text-xs text-muted">{L.importingTrace}</p>}
          </>
        ) : (
          <GroupSummary
            group={group}
            note={note}
            onClear={() => {
              setRelisted(undefined);
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
                {(
                  [
                    [
                      'bundle',
                      L.downloadBundle,
                      L.downloadBundleTitle,
                      () => avmDebuggerBundle(sim.response, sim.listings.values()),
                      'avm-debug.zip',
                    ],
                    [
                      'trace',
                      L.downloadTrace,
                      L.downloadTraceTitle,
                      () => new TextEncoder().encode(algosdk.encodeJSON(sim.response, { space: 2 })),
                      'simulate.trace.avm.json',
                    ],
                  ] as const
                ).map(([what, label, title, bytes, file]) => (
                  <Button
                    key={what}
                    size="sm"
                    variant="ghost"
                    onClick={() => downloadBytes(bytes(), file)}
                    title={title}
                    data-testid={`debug-download-${what}`}
                  >
                    <Download className="size-3.5" aria-hidden />
                    {label}
                  </Button>
                ))}
              </div>
            )
          }
        >
          <div className="flex flex-col gap-4">
            {/* Folded when another screen asked to run: the result and the stepper come first. */}
            <details open={!linkOptions.run} className="group">
              <summary className="cursor-pointer text-xs font-semibold tracking-wide text-muted uppercase select-none">
                {L.options}
              </summary>
              <div className="pt-2">
                <SimulateOptionsForm draft={options} onChange={setOptions} />
              </div>
            </details>
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
        <Panel title={L.stepper}>
          {sim.timeline.steps.length === 0 ? (
            <p className="text-[13px] text-muted">{L.noTrace}</p>
          ) : (
            <TraceStepper
              key={`${network.id}-${stepperKey}`}
              sim={sim}
              start={sim.timeline.failureStep ?? 0}
              stateUntraced={
                sim.response.execTraceConfig?.stateChange === true ? undefined : L.notTraced(L.traceState)
              }
              scratchUntraced={
                sim.response.execTraceConfig?.scratchChange === true ? undefined : L.notTraced(L.traceScratch)
              }
              specTemplates={{
                onMatch: (hash, literals) => relist.mutate({ hash, literals }),
                pending: relist.isPending,
                error: relist.error?.message,
              }}
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

import {
  debugFromResponse,
  debugSimulation,
  type DebugSimulation,
} from '@sextant/core/debug/debugSimulation';
import { readTraceFile } from '@sextant/core/debug/readTraceFile';
import { isZip, readDebuggerBundle } from '@sextant/core/debug/readDebuggerBundle';
import type { DebugTxn } from '@sextant/core/debug/DebugTxn';
import { debugSources } from '@sextant/core/debug/DebugSources';
import { groupFragment, readFragmentOptions, readGroupFragment } from '@sextant/core/debug/groupFragment';
import { rebuildGroupFromChain } from '@sextant/core/debug/rebuildGroupFromChain';
import { simulationInput } from '@sextant/core/debug/DebugTxn';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useActiveNetwork } from '../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../app/pipeline/useNetworkClients';
import { getAppSpec } from '../applications/storage/appSpecStore';
import { DEFAULT_OPTIONS, readOptions } from './components/SimulateOptionsForm';
import { DEBUG_LABELS as L } from './debugLabels';
import { loadDebugHandoff } from './debugHandoffStore';
import { TXID_FRAGMENT_KEY } from './debugTxidHref';
import { usePuyaMaps } from './usePuyaMaps';

/**
 * The debugger page's state: the open group (from the URL fragment, a paste, a trace file or a
 * txid rebuilt from the chain), the sources handed over, the simulate options, the simulation (or
 * the imported trace) and its listing again with template values. The group lives in the fragment,
 * so a reload keeps it; a link with `run` simulates once on arrival.
 */
export function useDebugSession() {
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
  const { keep: keepPuyaMaps } = usePuyaMaps();
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
      // A bundle's puya maps are kept like dropped ones: its runs open at source level.
      if ('puya' in bundle) await keepPuyaMaps(bundle.puya);
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

  const clear = () => {
    setRelisted(undefined);
    simulate.reset();
    importTrace.reset();
    setNote(undefined);
    void navigate({ hash: '' }, { replace: true });
  };
  const run = () => {
    if (group === undefined) return;
    setStepperKey((k) => k + 1);
    simulate.mutate(group);
  };
  return {
    network,
    hash,
    fromLink,
    group,
    linkOptions,
    sources,
    note,
    stepperKey,
    options,
    setOptions,
    simulate,
    run,
    txid,
    rebuild,
    importTrace,
    openGroup,
    clear,
    sim,
    relist,
  };
}

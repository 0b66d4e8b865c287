import type algosdk from 'algosdk';
import { simulateGroup, type SimulateGroupOptions } from '../pipeline/simulateGroup';
import { DebugError } from './DebugError';
import { DEBUG_MESSAGES as M } from './debugMessages';
import { simulationInput, type DebugTxn } from './DebugTxn';
import { findPrograms } from './findPrograms';
import type { DebugSources, SpecForRun } from './DebugSources';
import { listingFromSource, loadProgramListing } from './loadProgramListing';
import { listingFromSpec } from './listingFromSpec';
import type { ProgramListing } from './ProgramListing';
import { readGroupResult, readOverrides, type GroupResultView } from './readGroupResult';
import { replayTrace, type TraceTimeline } from './replayTrace';
import { unappliedOptions } from './unappliedOptions';

export interface DebugSimulation {
  /** simulate's answer (what `*.trace.avm.json` holds). */
  response: algosdk.modelsv2.SimulateResponse;
  result: GroupResultView;
  timeline: TraceTimeline;
  /** Listings by program hash; a program missing here is shown by pc only. */
  listings: Map<string, ProgramListing>;
  /** App ids by program hash, for inner runs whose result the node did not report. */
  appOfProgram: Map<string, bigint>;
  /** Programs that could not be listed (the node refused to disassemble, say), in words. */
  listingProblems: string[];
  /** Options asked for that the node's answer shows it did not apply, in words. */
  unapplied: string[];
}

/** What the stepper steps through: a simulate trace, or a dry-run's per-line trace. */
export type TraceView = Pick<DebugSimulation, 'timeline' | 'listings' | 'appOfProgram'>;

/**
 * Simulate for the debugger: the group through core's pipeline with the options given (the exec
 * trace forced on with stack, scratch and state unless the caller chose otherwise), the trace
 * replayed into steps, and each traced program's TEAL listing fetched from the node.
 */
export async function debugSimulation(
  algod: algosdk.Algodv2,
  group: readonly DebugTxn[],
  options: SimulateGroupOptions,
  sources: DebugSources = {},
): Promise<DebugSimulation> {
  const outcome = await simulateGroup(algod, simulationInput(group), {
    ...options,
    execTrace: options.execTrace ?? {
      enable: true,
      stackChange: true,
      scratchChange: true,
      stateChange: true,
    },
  });
  const sim = await debugFromResponse(algod, group, outcome.response, sources);
  return { ...sim, unapplied: unappliedOptions(options, outcome.response) };
}

/** The debugger's view of a simulate response already at hand (an imported trace file, say). */
export async function debugFromResponse(
  algod: algosdk.Algodv2,
  group: readonly DebugTxn[],
  response: algosdk.modelsv2.SimulateResponse,
  sources: DebugSources = {},
): Promise<DebugSimulation> {
  const groupResult = response.txnGroups[0];
  const overrides = readOverrides(response.evalOverrides);
  if (groupResult === undefined) throw new DebugError('DEBUG_NODE_READ', M.nodeRead('a simulation result'));
  const timeline = replayTrace(groupResult);
  const wanted = new Set(timeline.runs.flatMap((r) => (r.programHash ? [r.programHash] : [])));
  const programs = await findPrograms(
    algod,
    group.map((t) => t.stxn),
    response,
  );
  const listings = new Map<string, ProgramListing>();
  const appOfProgram = new Map<string, bigint>();
  const listingProblems: string[] = [];
  await Promise.all(
    [...wanted].map(async (hash) => {
      const found = programs.get(hash);
      if (found?.appId !== undefined) appOfProgram.set(hash, found.appId);
      const imported = sources.listings?.get(hash);
      if (imported !== undefined) {
        listings.set(hash, imported);
        return;
      }
      if (found === undefined) {
        listingProblems.push(M.programNotFound(hash));
        return;
      }
      try {
        listings.set(hash, await listingFor(algod, hash, found.program, timeline, sources, listingProblems));
      } catch (e) {
        listingProblems.push(e instanceof Error ? e.message : String(e));
      }
    }),
  );
  return {
    response,
    result: {
      ...readGroupResult(groupResult),
      lastRound: response.lastRound,
      ...(overrides && { overrides }),
    },
    timeline,
    listings,
    appOfProgram,
    listingProblems,
    unapplied: [],
  };
}

/**
 * One program's listing: TEAL handed over for it (a logic sig's source), else the node's
 * disassembly, shown as the contract spec's TEAL when a spec describes the app that ran it.
 */
async function listingFor(
  algod: algosdk.Algodv2,
  hash: string,
  program: Uint8Array,
  timeline: TraceTimeline,
  sources: DebugSources,
  problems: string[],
): Promise<ProgramListing> {
  const teal = sources.teal?.get(hash);
  if (teal !== undefined) {
    try {
      return await listingFromSource(algod, hash, teal, 'source');
    } catch (e) {
      problems.push(e instanceof Error ? e.message : String(e));
    }
  }
  const listing = await loadProgramListing(algod, program);
  const run = timeline.runs.find((r) => r.programHash === hash && r.kind !== 'logicSig');
  if (run === undefined || run.kind === 'logicSig' || sources.specFor === undefined) return listing;
  let spec: SpecForRun | undefined;
  try {
    spec = await sources.specFor(run);
  } catch (e) {
    const what = run.appId === undefined ? `transaction ${(run.path[0] ?? 0) + 1}` : `app ${run.appId}`;
    problems.push(M.specNotLoaded(what, e instanceof Error ? e.message : String(e)));
  }
  return spec === undefined
    ? listing
    : listingFromSpec(algod, spec.spec, run.kind, program, listing, {
        ...spec.templates,
        ...sources.templates?.get(hash),
      });
}

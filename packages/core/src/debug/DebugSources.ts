import type { ContractSpec } from '../contracts/ContractSpec';
import { loadContractSpec } from '../contracts/loadContractSpec';
import type { DebugHandoff } from './DebugHandoff';
import type { ProgramListing } from './ProgramListing';
import type { TraceRun } from './replayTrace';

/** Where listings can come from besides the node's disassembly. */
export interface DebugSources {
  /** TEAL by program hash (a logic sig's own source). */
  teal?: ReadonlyMap<string, string>;
  /** Listings imported with a trace (its sources.avm.json), by program hash: used as they are. */
  listings?: ReadonlyMap<string, ProgramListing>;
  /** Template values (TEAL literals) entered in the debugger for a program, by its hash. */
  templates?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** The contract spec describing an app run's program, if any. */
  specFor?: (run: TraceRun) => Promise<SpecForRun | undefined>;
}

export interface SpecForRun {
  spec: ContractSpec;
  /** TEAL literals for its template variables, when known. */
  templates: Readonly<Record<string, string>>;
}

/**
 * The sources for one debugging session: a hand-off's TEAL and specs (a spec covers the app
 * programs of its top-level positions), then any spec attached to a run's app on this network
 * (`attachedSpec` returns the stored text). Each spec text is parsed once.
 */
export function debugSources(
  handoff: DebugHandoff | undefined,
  attachedSpec?: (appId: bigint) => Promise<string | undefined>,
): DebugSources {
  const parsed = new Map<string, ContractSpec>();
  const load = (text: string) => {
    let spec = parsed.get(text);
    if (spec === undefined) {
      spec = loadContractSpec(text);
      parsed.set(text, spec);
    }
    return spec;
  };
  return {
    teal: new Map((handoff?.teal ?? []).map((t) => [t.hash, t.source])),
    specFor: async (run) => {
      if (run.kind === 'logicSig') return undefined;
      const top = run.path[0];
      const given = handoff?.specs.find(
        (s) => run.depth === 0 && top !== undefined && s.positions.includes(top),
      );
      if (given !== undefined) return { spec: load(given.text), templates: given.templates ?? {} };
      if (run.appId === undefined || attachedSpec === undefined) return undefined;
      const text = await attachedSpec(run.appId);
      return text === undefined ? undefined : { spec: load(text), templates: {} };
    },
  };
}

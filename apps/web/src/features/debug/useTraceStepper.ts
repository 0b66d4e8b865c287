import type { TraceView } from '@sextant/core/debug/debugSimulation';
import type { PuyaRun } from '@sextant/core/debug/matchPuyaRuns';
import { moveBySource, type SourceMove } from '@sextant/core/debug/moveBySource';
import { moveInTrace, type TraceMove } from '@sextant/core/debug/moveInTrace';
import { puyaSourceListing } from '@sextant/core/debug/puyaSourceListing';
import type { TraceRun } from '@sextant/core/debug/replayTrace';
import { traceSourceView } from '@sextant/core/debug/traceSourceView';
import { useMemo, useState } from 'react';
import { DEBUG_LABELS as L } from './debugLabels';

const NO_PUYA: ReadonlyMap<number, PuyaRun> = new Map();

/** A frame of the call stack: its run and the step it is at. */
export interface CallFrame {
  run: TraceRun;
  at: number;
}

/**
 * The stepper's state over a trace: the current step, breakpoints by program hash and TEAL line
 * (and by source file and line for a run with a puya map), the moves (into, over, out, back, to a
 * breakpoint; by source line for a puya run) and what the views read at that step.
 */
export function useTraceStepper(sim: TraceView, start: number, puya: ReadonlyMap<number, PuyaRun> = NO_PUYA) {
  const t = sim.timeline;
  const [index, setIndex] = useState(start);
  // Breakpoints by program hash, then line.
  const [breaks, setBreaks] = useState<ReadonlyMap<string, ReadonlySet<number>>>(new Map());
  const step = t.steps[index];
  const run = step === undefined ? undefined : (t.runs[step.run] as TraceRun);
  const hash = run?.programHash ?? '';
  const lineOf = (i: number) => {
    const s = t.steps[i];
    const r = s === undefined ? undefined : t.runs[s.run];
    return s === undefined ? undefined : sim.listings.get(r?.programHash ?? '')?.lineOfPc.get(s.pc);
  };
  const isBreakpoint = (i: number) => {
    const s = t.steps[i];
    const h = s === undefined ? '' : (t.runs[s.run]?.programHash ?? '');
    const l = lineOf(i);
    if (l !== undefined && (breaks.get(h)?.has(l) ?? false)) return true;
    const at = s === undefined ? undefined : puya.get(s.run)?.view.steps.get(i)?.location;
    return at !== undefined && (breaks.get(sourceKey(h, at.source))?.has(at.line) ?? false);
  };
  const go = (move: TraceMove) => setIndex(moveInTrace(t, index, move, { isBreakpoint }));
  const toggleIn = (key: string) => (l: number) => {
    const next = new Map(breaks);
    const set = new Set(next.get(key) ?? []);
    if (set.has(l)) set.delete(l);
    else set.add(l);
    next.set(key, set);
    setBreaks(next);
  };
  const toggle = toggleIn(hash);
  // The source level, when a puya map describes this run; an inner app call's frames sit on its
  // caller's, so moves by source line go into and out of inner calls.
  const sourceView = useMemo(() => traceSourceView(t, puya), [t, puya]);
  const puyaRun = step === undefined ? undefined : puya.get(step.run);
  const puyaStep = sourceView.steps.get(index);
  const source = puyaStep?.location?.source ?? 0;
  const sourceListing = useMemo(
    () => puyaRun && puyaSourceListing(puyaRun.program, puyaRun.map, source, hash, puyaRun.view.pcOffset),
    [puyaRun, source, hash],
  );
  const goSource = (move: SourceMove) => {
    if (puyaRun !== undefined) setIndex(moveBySource(sourceView, index, move));
  };
  const appOf = (r: TraceRun) => r.appId ?? sim.appOfProgram.get(r.programHash ?? '');
  const runLabel = (r: TraceRun) => {
    const app = appOf(r);
    return `${L.runLabel(L.kinds[r.kind] ?? r.kind, L.pathLabel(r.path))}${app === undefined ? '' : ` · ${L.app(app.toString())}`}`;
  };
  /** "app N" for a run, where an inner call's frames sit on its caller's. */
  const appOfRun = (id: number) => {
    const r = t.runs[id];
    const app = r === undefined ? undefined : appOf(r);
    return app === undefined ? undefined : L.app(app.toString());
  };
  // The call stack, innermost first, each frame with the step it is at (a caller waits on the
  // itxn_submit that started the frame above it): clicking a frame shows that step.
  const callers: CallFrame[] = [];
  for (let r: TraceRun | undefined = run, at = index; r !== undefined;) {
    callers.push({ run: r, at });
    const by: number | undefined = r.spawnedBy;
    r = by === undefined ? undefined : t.runs[t.steps[by]?.run ?? -1];
    at = by ?? at;
  }
  return {
    timeline: t,
    index,
    setIndex,
    step,
    run,
    hash,
    listing: sim.listings.get(hash),
    line: lineOf(index),
    failing: index === t.failureStep,
    breakpoints: breaks.get(hash) ?? new Set<number>(),
    go,
    toggle,
    runLabel,
    appOfRun,
    callers,
    puya:
      puyaRun === undefined || puyaStep === undefined
        ? undefined
        : {
            step: puyaStep,
            file: puyaRun.program.sources[source]?.path ?? '',
            listing: sourceListing,
            line: puyaStep.location?.line,
            breakpoints: breaks.get(sourceKey(hash, source)) ?? new Set<number>(),
            toggle: toggleIn(sourceKey(hash, source)),
            go: goSource,
          },
  };
}

/** Breakpoints on a puya run's source file are kept beside its TEAL ones, under this key. */
function sourceKey(hash: string, source: number): string {
  return `${hash}#source${source}`;
}

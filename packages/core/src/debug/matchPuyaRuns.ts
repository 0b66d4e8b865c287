import { readPuyaMap, type PuyaMap } from './PuyaMap';
import { puyaRunView, type PuyaRunView } from './puyaRunView';
import type { PuyaProgramFiles } from './readPuyaOut';
import type { TraceTimeline } from './replayTrace';

/** A run with the puya map that fits it, at source level. */
export interface PuyaRun {
  program: PuyaProgramFiles;
  map: PuyaMap;
  view: PuyaRunView;
}

/**
 * The runs of a trace that a given puya map describes, by run id: the map whose program hash is
 * the run's (as sources.avm.json pairs them), else a map without a hash whose pc events cover every
 * pc the run stepped on. A map that does not fit the run's pcs is not used.
 */
export function matchPuyaRuns(
  timeline: TraceTimeline,
  programs: readonly PuyaProgramFiles[],
): Map<number, PuyaRun> {
  const maps = new Map<PuyaProgramFiles, PuyaMap | undefined>();
  const mapOf = (p: PuyaProgramFiles) => {
    if (!maps.has(p)) {
      try {
        maps.set(p, readPuyaMap(p.mapText, p.name));
      } catch {
        maps.set(p, undefined);
      }
    }
    return maps.get(p);
  };
  const out = new Map<number, PuyaRun>();
  for (const run of timeline.runs) {
    const byHash = programs.filter((p) => p.hash !== undefined && p.hash === run.programHash);
    const candidates = byHash.length > 0 ? byHash : programs.filter((p) => p.hash === undefined);
    for (const program of candidates) {
      const map = mapOf(program);
      const view = map && puyaRunView(timeline, run, map, program.name);
      if (map !== undefined && view !== undefined) {
        out.set(run.id, { program, map, view });
        break;
      }
    }
  }
  return out;
}

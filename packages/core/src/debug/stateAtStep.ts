import { bytesToHex } from '../txn/decodeBytesText';
import type { StateChange, TraceTimeline } from './replayTrace';

/** One key's latest value as the group's programs left it before a step. */
export interface StateEntry {
  change: StateChange;
  /** The step that last wrote or deleted it. */
  step: number;
}

/**
 * Global, local and box state the traced programs changed before step `index` (the step's own
 * writes are the step's), latest change per app, scope, account and key. The trace records
 * writes only, so keys never written do not appear.
 */
export function stateAtStep(timeline: TraceTimeline, index: number): StateEntry[] {
  const latest = new Map<string, StateEntry>();
  const end = Math.min(index, timeline.steps.length);
  for (let i = 0; i < end; i++) {
    const step = timeline.steps[i];
    if (step === undefined) continue;
    for (const change of step.stateChanges) {
      const id = [change.appId ?? '', change.scope, change.account ?? '', bytesToHex(change.key)].join('|');
      latest.delete(id);
      latest.set(id, { change, step: i });
    }
  }
  return [...latest.values()];
}

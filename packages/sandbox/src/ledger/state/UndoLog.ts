import type { LedgerState } from './LedgerState';
import type { StateUndo } from './PastStates';

/**
 * Each block's replaced values (`StateDelta.replacedIn`) for every round after `floor`, the
 * oldest snapshot's round, so a revert to any snapshot undoes only the blocks after it, newest
 * first, in time proportional to what they changed, whatever the ledger's size. Without a floor
 * nothing is kept (the throughput path holds no old records).
 */
export class UndoLog {
  private undos: StateUndo[] = [];
  /** Undos are kept (and complete) for every round after this one; undefined: none kept. */
  private from: bigint | undefined;

  /**
   * From now on keeps the undos of the rounds after `floor` (those at or before it are dropped).
   * Undos cannot be made for blocks already committed: a floor below what was kept, or set anew
   * below `latest`, holds only from what is complete (`covers` says so; reverts further back
   * replay the chain instead).
   */
  keepAfter(floor: bigint | undefined, latest: bigint): void {
    if (floor === undefined) {
      this.from = undefined;
      this.undos = [];
      return;
    }
    const complete = this.from ?? latest;
    const from = floor > complete ? floor : complete;
    this.from = from;
    this.undos = this.undos.filter((u) => u.round > from);
  }

  /** Forgets every undo kept (the state is being made again: replay keeps them anew). */
  restart(latest: bigint): void {
    const kept = this.from;
    this.from = undefined;
    this.undos = [];
    if (kept !== undefined) this.keepAfter(kept, latest);
  }

  /** Whether the undo of `round` is wanted. */
  wants(round: bigint): boolean {
    return this.from !== undefined && round > this.from;
  }

  push(undo: StateUndo): void {
    this.undos.push(undo);
  }

  /** Whether `rewind(state, round)` can bring the state back to `round`. */
  covers(round: bigint): boolean {
    return this.from !== undefined && round >= this.from;
  }

  /** Puts back what the blocks after `round` replaced, newest first, and forgets their undos. */
  rewind(state: LedgerState, round: bigint): void {
    while (this.undos.length > 0 && (this.undos[this.undos.length - 1] as StateUndo).round > round) {
      const u = this.undos.pop() as StateUndo;
      restore(state.accounts, u.accounts);
      restore(state.assetCreators, u.assetCreators);
      restore(state.appCreators, u.appCreators);
      restore(state.boxes, u.boxes);
    }
  }
}

function restore<K, V>(target: Map<K, V>, before: ReadonlyMap<K, V | undefined>): void {
  for (const [k, v] of before) {
    if (v === undefined) target.delete(k);
    else target.set(k, v);
  }
}

import { nextTurn } from '#platform/nextTurn';
import type { BlockEntry, BlockOutcome } from './BlockCandidate';

/** Groups committed together at most (a block of 64 full groups stays far below algod's 5 MB payset). */
export const MAX_GROUPS_PER_BLOCK = 64;

interface QueuedGroup extends BlockEntry {
  readonly resolve: (txid: string) => void;
  readonly reject: (err: unknown) => void;
}

export interface CommitQueueHooks {
  /** Runs `commit` once the block store is idle (its running fdatasync ended), or at once. */
  readonly whenIdle: (commit: () => void) => void;
  /** Makes one block of `entries`: one outcome per entry; throws if nothing may be committed. */
  readonly commitBlock: (entries: readonly BlockEntry[]) => BlockOutcome[];
}

/**
 * Verified groups waiting for their block (`Ledger.submitDurable`): the first group queued
 * schedules a commit on the next turn of the event loop, or once the running fdatasync ends, so
 * what arrives until then joins the same block (its POST would have waited for the next fdatasync
 * anyway). At most `MAX_GROUPS_PER_BLOCK` groups go into one block; each group's promise settles
 * with its txid or its own error, and a block that throws refuses every group in it.
 */
export class CommitQueue {
  private queued: QueuedGroup[] = [];

  constructor(private readonly hooks: CommitQueueHooks) {}

  /** The first txid of `entry`'s group once its block is committed (not yet synced). */
  add(entry: BlockEntry): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      this.queued.push({ ...entry, resolve, reject });
      if (this.queued.length === 1) nextTurn(() => this.hooks.whenIdle(() => this.commit()));
    });
  }

  private commit(): void {
    const queued = this.queued;
    this.queued = [];
    for (let start = 0; start < queued.length; start += MAX_GROUPS_PER_BLOCK) {
      const part = queued.slice(start, start + MAX_GROUPS_PER_BLOCK);
      let outcomes: BlockOutcome[];
      try {
        outcomes = this.hooks.commitBlock(part);
      } catch (err) {
        for (const q of part) q.reject(err);
        continue;
      }
      part.forEach((q, i) => {
        const o = outcomes[i] as BlockOutcome;
        if ('error' in o) q.reject(o.error);
        else q.resolve(o.txid);
      });
    }
  }
}

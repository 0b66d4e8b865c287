import { describe, expect, it } from 'vitest';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { BlockEntry, BlockOutcome } from './BlockCandidate';
import { CommitQueue, MAX_GROUPS_PER_BLOCK } from './CommitQueue';

/** An entry whose group is one transaction with txid `id` (all the queue looks at is passed through). */
const entry = (id: string): BlockEntry => ({
  group: [{ txid: id } as PreparedTxn],
  preverified: undefined,
});

describe('CommitQueue', () => {
  it('commits the groups added in one turn as one block, each settling with its own outcome', async () => {
    const blocks: string[][] = [];
    const queue = new CommitQueue({
      whenIdle: (commit) => commit(),
      commitBlock: (entries) => {
        blocks.push(entries.map((e) => e.group[0]?.txid ?? ''));
        return entries.map((e): BlockOutcome => {
          const txid = e.group[0]?.txid ?? '';
          return txid === 'bad' ? { error: new Error('refused alone') } : { txid };
        });
      },
    });
    const settled = await Promise.allSettled(['a', 'bad', 'c'].map((id) => queue.add(entry(id))));
    expect(blocks).toEqual([['a', 'bad', 'c']]);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      'a',
      'refused alone',
      'c',
    ]);
    await queue.add(entry('d'));
    expect(blocks).toEqual([['a', 'bad', 'c'], ['d']]);
  });

  it('waits for the store to be idle, splits past MAX_GROUPS_PER_BLOCK and refuses a whole block that throws', async () => {
    const blocks: number[] = [];
    let idle: (() => void) | undefined;
    const queue = new CommitQueue({
      whenIdle: (commit) => (idle = commit),
      commitBlock: (entries) => {
        blocks.push(entries.length);
        if (blocks.length === 2) throw new Error('log write failed');
        return entries.map((e) => ({ txid: e.group[0]?.txid ?? '' }));
      },
    });
    const n = MAX_GROUPS_PER_BLOCK + 3;
    const all = Promise.allSettled(Array.from({ length: n }, (_, i) => queue.add(entry(`t${i}`))));
    await new Promise((r) => setImmediate(r));
    expect(blocks).toEqual([]);
    idle?.();
    const settled = await all;
    expect(blocks).toEqual([MAX_GROUPS_PER_BLOCK, 3]);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(MAX_GROUPS_PER_BLOCK);
    expect(
      settled.slice(MAX_GROUPS_PER_BLOCK).map((s) => s.status === 'rejected' && (s.reason as Error).message),
    ).toEqual(['log write failed', 'log write failed', 'log write failed']);
  });
});

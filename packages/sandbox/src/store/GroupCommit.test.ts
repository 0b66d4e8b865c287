import { describe, expect, it } from 'vitest';
import { GroupCommit } from './GroupCommit';

/** A GroupCommit whose flushes are ended by hand: `flushes[i](err)` ends the i-th one started. */
function manual(maxFlushes: number) {
  const flushes: Array<(err: Error | null) => void> = [];
  const commit = new GroupCommit((done) => flushes.push(done), maxFlushes);
  return { commit, flushes };
}

const settled = async (p: Promise<void>): Promise<string> => {
  const state = await Promise.race([
    p.then(
      () => 'resolved',
      (e: Error) => `rejected: ${e.message}`,
    ),
    new Promise<string>((r) => setImmediate(() => r('pending'))),
  ]);
  return state;
};

describe('GroupCommit', () => {
  it('one at a time: what is written during a flush waits for the next one, which starts when it ends', async () => {
    const { commit, flushes } = manual(1);
    commit.wrote();
    const a = commit.sync();
    commit.wrote();
    const b = commit.sync();
    expect(flushes).toHaveLength(1);
    let idleRan = false;
    commit.whenIdle(() => (idleRan = true));
    expect(idleRan).toBe(false);
    flushes[0]?.(null);
    expect(await settled(a)).toBe('resolved');
    expect(await settled(b)).toBe('pending');
    expect(idleRan).toBe(true);
    expect(flushes).toHaveLength(2);
    flushes[1]?.(null);
    expect(await settled(b)).toBe('resolved');
  });

  it('overlapping flushes: a later flush that ends first settles everything it covers, an earlier failure only its own', async () => {
    const { commit, flushes } = manual(2);
    commit.wrote();
    const a = commit.sync();
    commit.wrote();
    const b = commit.sync();
    expect(flushes).toHaveLength(2);
    // Both run: the next record waits for a free flush, and so does a block that wants one.
    commit.wrote();
    const c = commit.sync();
    expect(flushes).toHaveLength(2);
    let idleRan = false;
    commit.whenIdle(() => (idleRan = true));
    expect(idleRan).toBe(false);
    flushes[1]?.(null); // covers records 1 and 2
    expect([await settled(a), await settled(b), await settled(c)]).toEqual([
      'resolved',
      'resolved',
      'pending',
    ]);
    expect(idleRan).toBe(true);
    expect(flushes).toHaveLength(3);
    flushes[0]?.(new Error('late failure')); // covered records already acknowledged: nothing changes
    flushes[2]?.(new Error('disk gone'));
    expect(await settled(c)).toBe('rejected: disk gone');
    expect(await settled(commit.sync())).toBe('pending');
    expect(flushes).toHaveLength(4);
  });

  it('a sync with nothing new written resolves at once', async () => {
    const { commit, flushes } = manual(3);
    expect(await settled(commit.sync())).toBe('resolved');
    expect(flushes).toHaveLength(0);
  });
});

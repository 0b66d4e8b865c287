import { describe, expect, it } from 'vitest';
import { GroupCommit } from './GroupCommit';

/** A GroupCommit whose flushes are ended by hand: `flushes[i](err)` ends the i-th one started. */
function manual(maxFlushes: number) {
  const flushes: Array<(err: Error | null) => void> = [];
  const commit = new GroupCommit((done) => flushes.push(done), maxFlushes);
  return { commit, flushes };
}

/** One more record written, and a sync for everything written so far. */
const writeAndSync = (commit: GroupCommit): Promise<void> => {
  commit.wrote();
  return commit.sync();
};

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
    const a = writeAndSync(commit);
    const b = writeAndSync(commit);
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

  it('overlapping flushes: a later flush that ends first settles everything it covers', async () => {
    const { commit, flushes } = manual(2);
    const a = writeAndSync(commit);
    const b = writeAndSync(commit);
    expect(flushes).toHaveLength(2);
    // Both run: the next record waits for a free flush, and so does a block that wants one.
    const c = writeAndSync(commit);
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
    flushes[0]?.(null);
    flushes[2]?.(null);
    expect(await settled(c)).toBe('resolved');
    expect(commit.failure).toBeUndefined();
  });

  it('a failed flush poisons the log: a later flush that succeeds acknowledges nothing, and every later sync gets the error', async () => {
    const { commit, flushes } = manual(2);
    const a = writeAndSync(commit);
    const b = writeAndSync(commit);
    expect(flushes).toHaveLength(2);
    flushes[0]?.(new Error('EIO'));
    // b is covered by the flush still running, which will report success: on Linux that success may
    // cover pages the failed fdatasync dropped, so b is refused too.
    expect([await settled(a), await settled(b)]).toEqual(['rejected: EIO', 'rejected: EIO']);
    expect(commit.failure?.message).toBe('EIO');
    flushes[1]?.(null);
    expect(await settled(b)).toBe('rejected: EIO');
    commit.wrote();
    expect(await settled(commit.sync())).toBe('rejected: EIO');
    expect(flushes).toHaveLength(2); // no flush starts once the log is poisoned
    // Nothing written since the failure either: a sync never reports the log sound again.
    expect(await settled(commit.sync())).toBe('rejected: EIO');
    // A block waiting for a flush slot runs at once, for its owner to refuse it.
    let idleRan = false;
    commit.whenIdle(() => (idleRan = true));
    expect(idleRan).toBe(true);
  });

  it('a failure after a later flush acknowledged its records: what was answered stays, what waits is refused', async () => {
    const { commit, flushes } = manual(2);
    const a = writeAndSync(commit);
    const b = writeAndSync(commit);
    flushes[1]?.(null);
    expect([await settled(a), await settled(b)]).toEqual(['resolved', 'resolved']);
    const c = writeAndSync(commit); // a third flush starts for it
    expect(flushes).toHaveLength(3);
    flushes[0]?.(new Error('late failure'));
    expect(await settled(c)).toBe('rejected: late failure');
    flushes[2]?.(null);
    expect(await settled(c)).toBe('rejected: late failure');
    expect(await settled(commit.sync())).toBe('rejected: late failure');
  });

  it('one flush at a time: what waited for the next flush gets the failure, and no next flush starts', async () => {
    const { commit, flushes } = manual(1);
    const a = writeAndSync(commit);
    const b = writeAndSync(commit);
    flushes[0]?.(new Error('disk gone'));
    expect([await settled(a), await settled(b)]).toEqual(['rejected: disk gone', 'rejected: disk gone']);
    expect(flushes).toHaveLength(1);
  });

  it('a sync with nothing new written resolves at once', async () => {
    const { commit, flushes } = manual(3);
    expect(await settled(commit.sync())).toBe('resolved');
    expect(flushes).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { LedgerError } from '../src/ledger/LedgerError';
import type { BlockRecord } from '../src/store/BlockRecord';
import type { BlockStore } from '../src/store/BlockStore';
import { GroupCommit } from '../src/store/GroupCommit';
import { fastSign } from './support/fastSign';
import { ledgerHarness } from './support/ledgerHarness';

/** A block store whose flushes are ended by hand (`flushes[i](err)`), two at a time as the log's may. */
class ManualStore implements BlockStore {
  readonly records: BlockRecord[] = [];
  readonly flushes: Array<(err: LedgerError | null) => void> = [];
  private readonly commit = new GroupCommit<LedgerError>((done) => this.flushes.push(done), 2);

  get failure(): LedgerError | undefined {
    return this.commit.failure;
  }

  append(record: BlockRecord): void {
    if (this.failure !== undefined) throw this.failure;
    this.records.push(record);
    this.commit.wrote();
  }

  cut(keep: number): void {
    this.records.splice(keep);
    this.commit.wrote();
  }

  sync(): Promise<void> {
    return this.commit.sync();
  }

  whenIdle(fn: () => void): void {
    this.commit.whenIdle(fn);
  }

  async close(): Promise<void> {}
}

const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

describe('a failed block store flush', () => {
  it('refuses the POSTs it and the flushes running beside it cover, and every later POST, with the store error', async () => {
    const store = new ManualStore();
    const h = await ledgerHarness({ blocks: { log: store, records: [], truncatedBytes: 0 } });
    const [a, b] = h.rich as [(typeof h.rich)[0], (typeof h.rich)[0]];
    const post = (amount: number) =>
      h.ledger.submitDurable(fastSign(h.pay(a, b.addr, amount), a.sk)).then(
        () => 'ok',
        (e: LedgerError) => `${e.code} ${e.status}: ${e.message}`,
      );
    const first = post(1000);
    await turns();
    const second = post(1001); // its own block, on the second flush slot
    await turns();
    expect(store.records).toHaveLength(2);
    expect(store.flushes).toHaveLength(2);
    const failure = new LedgerError('store', 'failed to sync the block log: EIO', { status: 500 });
    store.flushes[0]?.(failure);
    store.flushes[1]?.(null); // would have acknowledged the second block
    expect([await first, await second]).toEqual([
      'store 500: failed to sync the block log: EIO',
      'store 500: failed to sync the block log: EIO',
    ]);
    expect(await post(1002)).toBe('store 500: failed to sync the block log: EIO');
    expect(store.records).toHaveLength(2); // refused before it reached the store
    expect(() => h.send(h.pay(a, b.addr, 1003))).toThrow('failed to sync the block log: EIO');
    expect(h.ledger.latestRound()).toBe(2n);
    await h.ledger.close();
  });
});

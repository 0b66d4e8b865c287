import { describe, expect, it } from 'vitest';
import type { BlockHeaderView } from './BlockView';
import { blockTxnCounts } from './blockTxnCounts';

const header = (round: bigint, txnCounter?: bigint): BlockHeaderView => ({
  round,
  time: 0n,
  genesisId: 'g',
  genesisHash: 'h',
  previousBlockHash: 'p',
  seed: 's',
  transactionsRoot: 'r',
  ...(txnCounter !== undefined && { txnCounter }),
});

describe('blockTxnCounts', () => {
  it('counts each block from the counter of the one below, newest first, leaving the helper block out', () => {
    const counted = blockTxnCounts([header(9n, 100n), header(11n, 1000n), header(10n, 103n)], 10n);
    expect(counted.map((h) => [h.round, h.txnCount])).toEqual([
      [11n, 897n],
      [10n, 3n],
    ]);
  });

  it('gives no count without the block below or its counter', () => {
    const counted = blockTxnCounts([header(5n, 7n), header(6n), header(8n, 9n)], 5n);
    expect(counted.map((h) => h.txnCount)).toEqual([undefined, undefined, undefined]);
  });

  it('counts the genesis block as empty, whatever its counter starts at', () => {
    const counted = blockTxnCounts([header(0n, 1000n), header(1n, 1001n)], 0n);
    expect(counted.map((h) => [h.round, h.txnCount])).toEqual([
      [1n, 1n],
      [0n, 0n],
    ]);
  });
});

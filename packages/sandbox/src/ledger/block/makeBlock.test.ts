import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { blockHash } from './blockHash';
import { BONUS_BASE, BONUS_DECAY_INTERVAL } from './BlockParams';
import { makeBlock } from './makeBlock';

const params = {
  genesisId: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(7),
  protocol: 'future',
  feeSink: algosdk.generateAccount().addr.toString(),
  rewardsPool: algosdk.generateAccount().addr.toString(),
};

// The header's bytes are written without algosdk's encoder: they must be algosdk's, for every
// size of integer and with fields left empty.
describe('makeBlock header bytes', () => {
  const prev = (fill: number) => new Uint8Array(32).fill(fill);
  const prev512 = (fill: number) => new Uint8Array(64).fill(fill);
  const cases: [string, Parameters<typeof makeBlock>[1]][] = [
    ...[1n, 127n, 128n, 255n, 256n, 65535n, 65536n, 2n ** 32n - 1n, 2n ** 32n, 2n ** 64n - 1n].map(
      (n): [string, Parameters<typeof makeBlock>[1]] => [
        `values around ${n}`,
        {
          round: n,
          prevHash: prev(1),
          prevHash512: prev512(1),
          prevBonus: n,
          timestamp: n,
          txnCounter: n,
          group: [],
          applyData: [],
        },
      ],
    ),
    [
      'a bonus decay round',
      {
        round: BONUS_DECAY_INTERVAL,
        prevHash: prev(2),
        prevHash512: prev512(2),
        prevBonus: BONUS_BASE,
        timestamp: 5n,
        txnCounter: 1001n,
        group: [],
        applyData: [],
      },
    ],
    [
      'zero timestamp, bonus and previous hashes',
      {
        round: 3n,
        prevHash: prev(0),
        prevHash512: prev512(0),
        prevBonus: 0n,
        timestamp: 0n,
        txnCounter: 1000n,
        group: [],
        applyData: [],
      },
    ],
  ];

  it.each(cases)('%s', (_name, input) => {
    const made = makeBlock(params, input);
    expect(made.encoded).toEqual(algosdk.encodeMsgpack(made.block));
    expect(made.hash).toEqual(blockHash(made.block.header));
  });
});

import { describe, expect, it } from 'vitest';
import { LedgerError } from '../LedgerError';
import { LedgerState } from './LedgerState';
import { PastStates } from './PastStates';

const bytes = (n: number) => new Uint8Array([n]);

/** A ledger of one box whose value is the round that last wrote it; `commit` is a block writing it. */
function boxLedger(depth: number) {
  const current = new LedgerState(0n);
  const past = new PastStates(current, depth);
  let round = 0n;
  const commit = () => {
    round++;
    past.push({
      round,
      accounts: new Map(),
      assetCreators: new Map(),
      appCreators: new Map(),
      boxes: new Map([['1:b', current.boxes.get('1:b')]]),
    });
    current.boxes.set('1:b', bytes(Number(round)));
  };
  commit(); // round 1
  return { past, commit, latest: () => round };
}

describe('PastStates', () => {
  it('a state read at a round stays that round’s while later blocks commit, past the depth kept', () => {
    const { past, commit, latest } = boxLedger(2);
    commit(); // round 2
    const atLatest = past.at(2n, 0n);
    const atOlder = past.at(1n, 0n);
    expect(atLatest.boxValue('1:b')).toEqual(bytes(2));
    expect(atOlder.boxValue('1:b')).toEqual(bytes(1));
    for (let i = 0; i < 5; i++) commit(); // rounds 3..7: round 1 and 2's undos leave the window
    expect(latest()).toBe(7n);
    expect(past.oldestRound(7n)).toBe(5n);
    expect(atLatest.boxValue('1:b')).toEqual(bytes(2));
    expect(atOlder.boxValue('1:b')).toEqual(bytes(1));
    expect(past.at(7n, 0n).boxValue('1:b')).toEqual(bytes(7));
    expect(past.at(6n, 0n).boxValue('1:b')).toEqual(bytes(6));
  });

  it('a state read across a revert refuses to fall through to the latest state', () => {
    const { past, commit } = boxLedger(4);
    commit(); // round 2
    const at2 = past.at(2n, 0n);
    commit(); // round 3
    expect(at2.boxValue('1:b')).toEqual(bytes(2)); // from round 3's undo
    past.clear(); // a revert: the latest state went back
    expect(at2.boxValue('1:b')).toEqual(bytes(2)); // round 3's undo still says what it was
    const atOne = boxLedger(4);
    const view = atOne.past.at(1n, 0n);
    atOne.past.clear();
    let err: unknown;
    try {
      view.boxValue('1:b');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(LedgerError);
    expect((err as LedgerError).status).toBe(503);
    expect((err as LedgerError).message).toBe(
      'the ledger was reverted while the state after round 1 was read',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ledgerHarness, type LedgerHarness } from './support/ledgerHarness';

/** A few rounds of payments (a new account funded, a lease, a close-out), each its own block. */
function someRounds(h: LedgerHarness, tag: string): string[] {
  const [a, b] = h.rich as [LedgerHarness['rich'][0], LedgerHarness['rich'][0]];
  const fresh = h.funded(1_000_000);
  const note = new TextEncoder().encode(tag);
  return [
    h.send(h.pay(a, b.addr, 11, { note })),
    h.send(h.pay(b, a.addr, 12, { note, lease: new Uint8Array(32).fill(tag.length) })),
    h.send(h.pay(fresh, b.addr, 0, { note, closeRemainderTo: a.addr })),
  ];
}

describe('Ledger.rewind', () => {
  it('through the undo log (a snapshot round set) and by replay (none) gives the state of that round', async () => {
    const h = await ledgerHarness();
    someRounds(h, 'before');
    const round = h.ledger.latestRound();
    const digest = h.ledger.stateDigest();
    const timestamp = h.ledger.latestTimestamp();

    h.ledger.setSnapshotRounds([round]);
    const gone = someRounds(h, 'after the snapshot');
    h.ledger.rewind(round);
    expect(h.ledger.latestRound()).toBe(round);
    expect(h.ledger.stateDigest()).toBe(digest);
    expect(h.ledger.latestTimestamp()).toBe(timestamp);
    for (const txid of gone) expect(h.ledger.confirmed(txid)).toBeUndefined();

    // No snapshot round: the state is made again from the genesis and the blocks up to `round`.
    h.ledger.setSnapshotRounds([]);
    someRounds(h, 'no snapshot');
    h.ledger.rewind(round);
    expect(h.ledger.stateDigest()).toBe(digest);

    // The leases and txids of the rounds undone are free again: the same transactions commit.
    h.ledger.setSnapshotRounds([round]);
    expect(someRounds(h, 'after the snapshot')).toHaveLength(3);
    expect(() => h.ledger.rewind(h.ledger.latestRound() + 1n)).toThrow(/is not in the chain/);
    h.ledger.rewind(0n);
    expect(h.ledger.latestRound()).toBe(0n);
    await h.ledger.close();
  });

  it('a rewind keeps earlier rounds’ txids confirmed (no resend of what is still in the chain)', async () => {
    const h = await ledgerHarness();
    const kept = someRounds(h, 'kept');
    const round = h.ledger.latestRound();
    h.ledger.setSnapshotRounds([round]);
    await h.ledger.advance(3);
    h.ledger.rewind(round);
    for (const txid of kept) expect(h.ledger.confirmed(txid)).toBeDefined();
    await h.ledger.close();
  });
});

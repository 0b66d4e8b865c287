import type { PreparedTxn } from './decode/PreparedTxn';

/** algod answers pending-transaction lookups for confirmed txns from this many recent rounds (MaxTxnLife). */
export const RECENT_ROUNDS = 1000n;

export interface Confirmed {
  readonly round: bigint;
  /** Position in the block's payset. */
  readonly index: number;
}

interface RoundEntry {
  round: bigint;
  txids: string[];
  /** Leases this round set, with what each held before (undefined: nothing). */
  leases?: Array<[string, bigint | undefined]>;
}

/**
 * The txids of the last 1000 rounds (for `transaction already in ledger` and pending lookups) and
 * the leases still in force. A txid confirmed at round r has last valid ≤ r + 1000, so after 1000
 * rounds it can never be replayed and may be forgotten.
 */
export class RecentTxns {
  private readonly byTxid = new Map<string, Confirmed>();
  private readonly rounds: RoundEntry[] = [];
  private readonly leases = new Map<string, bigint>();

  add(round: bigint, group: readonly PreparedTxn[]): void {
    const entry: RoundEntry = { round, txids: [] };
    group.forEach((p, index) => {
      this.byTxid.set(p.txid, { round, index });
      entry.txids.push(p.txid);
      const lease = p.txn.lease;
      if (lease !== undefined && lease.some((b) => b !== 0)) {
        const key = leaseKey(p.sender, lease);
        (entry.leases ??= []).push([key, this.leases.get(key)]);
        this.leases.set(key, p.txn.lastValid);
      }
    });
    this.rounds.push(entry);
    this.prune(round);
  }

  confirmed(txid: string): Confirmed | undefined {
    return this.byTxid.get(txid);
  }

  leaseHeldUntil(sender: string, lease: Uint8Array): bigint | undefined {
    return this.leases.get(leaseKey(sender, lease));
  }

  /**
   * Back to `round` (a revert): the rounds after it are forgotten and their leases put back; rounds
   * pruned meanwhile that are again among the last 1000 come back from `txidsOf` (their leases,
   * long expired or re-set since, are not).
   */
  rewind(round: bigint, txidsOf: (round: bigint) => readonly string[] | undefined): void {
    while (this.rounds.length > 0 && (this.rounds[this.rounds.length - 1] as RoundEntry).round > round) {
      const entry = this.rounds.pop() as RoundEntry;
      for (const txid of entry.txids) this.byTxid.delete(txid);
      for (const [key, before] of (entry.leases ?? []).reverse()) {
        if (before === undefined) this.leases.delete(key);
        else this.leases.set(key, before);
      }
    }
    const first = this.rounds[0]?.round ?? round + 1n;
    const back: RoundEntry[] = [];
    for (let r = first - 1n; r > 0n && r > round - RECENT_ROUNDS; r--) {
      const txids = [...(txidsOf(r) ?? [])];
      if (txids.length === 0) continue;
      txids.forEach((txid, index) => this.byTxid.set(txid, { round: r, index }));
      back.push({ round: r, txids });
    }
    this.rounds.unshift(...back.reverse());
  }

  private prune(latest: bigint): void {
    while (this.rounds.length > 0 && (this.rounds[0] as RoundEntry).round <= latest - RECENT_ROUNDS) {
      for (const txid of (this.rounds.shift() as RoundEntry).txids) this.byTxid.delete(txid);
    }
    // Leases expire by round; the map stays small (one entry per leased txn alive), so sweep rarely.
    if (latest % 256n === 0n) for (const [k, lv] of this.leases) if (lv < latest) this.leases.delete(k);
  }
}

function leaseKey(sender: string, lease: Uint8Array): string {
  return `${sender}:${Buffer.from(lease).toString('hex')}`;
}

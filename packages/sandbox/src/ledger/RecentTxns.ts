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
    const txids: string[] = [];
    group.forEach((p, index) => {
      this.byTxid.set(p.txid, { round, index });
      txids.push(p.txid);
      const lease = p.txn.lease;
      if (lease !== undefined && lease.some((b) => b !== 0))
        this.leases.set(leaseKey(p.sender, lease), p.txn.lastValid);
    });
    this.rounds.push({ round, txids });
    this.prune(round);
  }

  confirmed(txid: string): Confirmed | undefined {
    return this.byTxid.get(txid);
  }

  leaseHeldUntil(sender: string, lease: Uint8Array): bigint | undefined {
    return this.leases.get(leaseKey(sender, lease));
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

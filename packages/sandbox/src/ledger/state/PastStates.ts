import type { AccountData } from './AccountData';
import type { LedgerState } from './LedgerState';
import type { StateReader } from './StateReader';

/** What one block changed, as the values it replaced (undefined: there was none). */
export interface StateUndo {
  readonly round: bigint;
  readonly accounts: ReadonlyMap<string, AccountData | undefined>;
  readonly assetCreators: ReadonlyMap<bigint, string | undefined>;
  readonly appCreators: ReadonlyMap<bigint, string | undefined>;
  readonly boxes: ReadonlyMap<string, Uint8Array | undefined>;
}

/**
 * The state at the last few rounds, kept as each block's replaced values over the latest state
 * (records are never changed in place, so keeping the replaced ones is enough). algod answers
 * lookups at rounds down to its accounts tracker's dbRound, which trails the latest round by
 * MaxAcctLookback (go-algorand config/local_defaults.go: 4) once the tracker has flushed.
 */
export class PastStates {
  private readonly undos: StateUndo[] = [];

  constructor(
    private readonly current: LedgerState,
    readonly depth: number,
  ) {}

  /**
   * The oldest round whose state can still be read (algod's dbRound): `depth` rounds back, fewer
   * after a restart (algod's tracker, too, starts with everything flushed: dbRound = latest).
   */
  oldestRound(latest: bigint): bigint {
    return latest - BigInt(this.undos.length);
  }

  /** Forgets every older state (after a revert, as after a restart: only the latest is read). */
  clear(): void {
    this.undos.length = 0;
  }

  /** The replaced values of the block at `round`, while it is kept. */
  undoOf(round: bigint): StateUndo | undefined {
    return this.undos.find((u) => u.round === round);
  }

  /** Addresses a block after `round` changed: with the latest state's, every account of that round. */
  addressesChangedAfter(round: bigint): Set<string> {
    return new Set(this.undos.filter((u) => u.round > round).flatMap((u) => [...u.accounts.keys()]));
  }

  push(undo: StateUndo): void {
    this.undos.push(undo);
    if (this.undos.length > this.depth) this.undos.shift();
  }

  /**
   * The state as it was after `round` (callers check the range first), with `txnCounter` from that
   * round's header.
   */
  at(round: bigint, txnCounter: bigint): StateReader {
    const later = this.undos.filter((u) => u.round > round);
    if (later.length === 0) return this.current;
    const current = this.current;
    // The first later block that changed a value holds what it was at `round`.
    function pick<K, V>(
      get: (u: StateUndo) => ReadonlyMap<K, V | undefined>,
      key: K,
      now: () => V | undefined,
    ) {
      for (const u of later) {
        const m = get(u);
        if (m.has(key)) return m.get(key);
      }
      return now();
    }
    return {
      txnCounter,
      account: (a) =>
        pick(
          (u) => u.accounts,
          a,
          () => current.account(a),
        ),
      assetCreator: (id) =>
        pick(
          (u) => u.assetCreators,
          id,
          () => current.assetCreator(id),
        ),
      appCreator: (id) =>
        pick(
          (u) => u.appCreators,
          id,
          () => current.appCreator(id),
        ),
      boxValue: (k) =>
        pick(
          (u) => u.boxes,
          k,
          () => current.boxValue(k),
        ),
    };
  }
}

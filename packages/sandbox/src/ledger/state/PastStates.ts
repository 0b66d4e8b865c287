import { LedgerError } from '../LedgerError';
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
 * One link of the chain of blocks' undos, oldest first: `undo` is filled (and `next` made) when the
 * block commits; `reverted` marks the end of a chain a revert cut (the latest state went back).
 */
interface UndoLink {
  undo: StateUndo | undefined;
  next: UndoLink | undefined;
  reverted: boolean;
}

function openLink(): UndoLink {
  return { undo: undefined, next: undefined, reverted: false };
}

/**
 * The state at the last few rounds, kept as each block's replaced values over the latest state
 * (records are never changed in place, so keeping the replaced ones is enough). algod answers
 * lookups at rounds down to its accounts tracker's dbRound, which trails the latest round by
 * MaxAcctLookback (go-algorand config/local_defaults.go: 4) once the tracker has flushed.
 *
 * A state from `at` stays that round's while later blocks commit (a simulation reads it across
 * slices of its evaluation): it follows the chain of undos from the first block after its round,
 * so it sees the undos of blocks committed after it was made, even once they are no longer kept here.
 */
export class PastStates {
  private readonly undos: StateUndo[] = [];
  /** The first link of each kept undo, by position in `undos`. */
  private readonly links: UndoLink[] = [];
  /** The link the next block's undo fills. */
  private open: UndoLink = openLink();

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
    this.links.length = 0;
    this.open.reverted = true;
    this.open = openLink();
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
    const link = this.open;
    link.undo = undo;
    link.next = this.open = openLink();
    this.undos.push(undo);
    this.links.push(link);
    if (this.undos.length > this.depth) {
      this.undos.shift();
      this.links.shift();
    }
  }

  /**
   * The state as it was after `round` (callers check the range first), with `txnCounter` from that
   * round's header.
   */
  at(round: bigint, txnCounter: bigint): StateReader {
    const i = this.undos.findIndex((u) => u.round > round);
    const first = i < 0 ? this.open : (this.links[i] as UndoLink);
    const current = this.current;
    // The first later block that changed a value holds what it was at `round`; reaching the end of
    // a chain a revert cut means the latest state is no longer after `round`.
    function pick<K, V>(
      get: (u: StateUndo) => ReadonlyMap<K, V | undefined>,
      key: K,
      now: () => V | undefined,
    ) {
      for (let link: UndoLink | undefined = first; link !== undefined; link = link.next) {
        if (link.reverted)
          throw new LedgerError(
            'store',
            `the ledger was reverted while the state after round ${round} was read`,
            {
              status: 503,
            },
          );
        if (link.undo === undefined) break;
        const m = get(link.undo);
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

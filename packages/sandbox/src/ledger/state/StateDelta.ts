import { AccountData } from './AccountData';
import type { LedgerState } from './LedgerState';
import type { StateUndo } from './PastStates';
import type { StateReader } from './StateReader';

/**
 * Copy-on-write changes over a `StateReader` (the committed state, or another delta: the AVM nests
 * one per inner transaction group). Nothing reaches the parent until `commit`; dropping the delta
 * discards everything, which is how a failed group or a simulation leaves no trace.
 */
export class StateDelta implements StateReader {
  private readonly accounts = new Map<string, AccountData>();
  private readonly assetCreators = new Map<bigint, string | undefined>();
  private readonly appCreators = new Map<bigint, string | undefined>();
  private readonly boxes = new Map<string, Uint8Array | undefined>();
  /** Accounts written since the last `beginTxn`: min balance is checked on exactly these. */
  private touched = new Set<string>();
  txnCounter: bigint;

  constructor(private readonly parent: StateReader) {
    this.txnCounter = parent.txnCounter;
  }

  account(address: string): AccountData | undefined {
    return this.accounts.get(address) ?? this.parent.account(address);
  }

  /** A record this delta owns and may change (created empty when the account is new). */
  mutable(address: string): AccountData {
    this.touched.add(address);
    let own = this.accounts.get(address);
    if (own === undefined) {
      own = this.parent.account(address)?.clone() ?? new AccountData();
      this.accounts.set(address, own);
    }
    return own;
  }

  assetCreator(id: bigint): string | undefined {
    return this.assetCreators.has(id) ? this.assetCreators.get(id) : this.parent.assetCreator(id);
  }

  setAssetCreator(id: bigint, creator: string | undefined): void {
    this.assetCreators.set(id, creator);
  }

  appCreator(id: bigint): string | undefined {
    return this.appCreators.has(id) ? this.appCreators.get(id) : this.parent.appCreator(id);
  }

  setAppCreator(id: bigint, creator: string | undefined): void {
    this.appCreators.set(id, creator);
  }

  boxValue(key: string): Uint8Array | undefined {
    return this.boxes.has(key) ? this.boxes.get(key) : this.parent.boxValue(key);
  }

  setBox(key: string, value: Uint8Array | undefined): void {
    this.boxes.set(key, value);
  }

  beginTxn(): void {
    this.touched = new Set();
  }

  touchedAccounts(): Iterable<string> {
    return this.touched;
  }

  /** Box keys this delta changed (set or deleted), for listing boxes of an app. */
  changedBoxKeys(): Iterable<[string, Uint8Array | undefined]> {
    return this.boxes.entries();
  }

  /** The values committing this delta to `target` will replace (PastStates reads older rounds so). */
  replacedIn(target: LedgerState, round: bigint): StateUndo {
    const before = <K, V>(changed: Map<K, unknown>, now: Map<K, V>) =>
      new Map([...changed.keys()].map((k) => [k, now.get(k)] as const));
    return {
      round,
      accounts: before(this.accounts, target.accounts),
      assetCreators: before(this.assetCreators, target.assetCreators),
      appCreators: before(this.appCreators, target.appCreators),
      boxes: before(this.boxes, target.boxes),
    };
  }

  /** Writes every change into `target` (the parent this delta was made over). */
  commitTo(target: LedgerState | StateDelta): void {
    for (const [addr, data] of this.accounts) {
      if (target instanceof StateDelta) {
        target.accounts.set(addr, data);
        target.touched.add(addr);
      } else if (data.isEmpty()) target.accounts.delete(addr);
      else target.accounts.set(addr, data);
    }
    for (const [id, creator] of this.assetCreators) {
      if (target instanceof StateDelta) target.assetCreators.set(id, creator);
      else if (creator === undefined) target.assetCreators.delete(id);
      else target.assetCreators.set(id, creator);
    }
    for (const [id, creator] of this.appCreators) {
      if (target instanceof StateDelta) target.appCreators.set(id, creator);
      else if (creator === undefined) target.appCreators.delete(id);
      else target.appCreators.set(id, creator);
    }
    for (const [key, value] of this.boxes) {
      if (target instanceof StateDelta) target.boxes.set(key, value);
      else if (value === undefined) target.boxes.delete(key);
      else target.boxes.set(key, value);
    }
    target.txnCounter = this.txnCounter;
  }
}

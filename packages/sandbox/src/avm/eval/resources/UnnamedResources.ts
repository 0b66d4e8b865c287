import type { AvmParams } from '../AvmParams';
import type { EvalTxn } from '../EvalTxn';

/**
 * How many more references of each kind a transaction or group could still take
 * (go-algorand v5.0.0 ledger/simulation/resources.go ResourceTracker's Max* fields).
 */
export interface RefCaps {
  accounts: number;
  assets: number;
  apps: number;
  boxes: number;
  total: number;
}

const NO_REFS: RefCaps = { accounts: 0, assets: 0, apps: 0, boxes: 0, total: 0 };

/** resources.go makeTxnResourceTracker: what an app call could still name beyond its own lists. */
export function txnRefCaps(t: EvalTxn, p: AvmParams): RefCaps {
  if (t.type !== 'appl') return { ...NO_REFS };
  const [accounts, assets, apps, boxes] = [t.accounts, t.foreignAssets, t.foreignApps, t.boxes].map(
    (l) => l.length,
  ) as [number, number, number, number];
  return {
    // app references make their accounts available too, and an unknown account may be an app's
    accounts: p.maxAppTxnAccounts + p.maxAppTxnForeignApps - accounts - apps,
    assets: p.maxAppTxnForeignAssets - assets,
    apps: p.maxAppTxnForeignApps - apps,
    boxes: p.maxAppBoxReferences - boxes,
    total: p.maxAppTotalTxnReferences - accounts - assets - apps - boxes,
  };
}

/**
 * What a program before v9 (no group sharing) used unnamed, for one top-level transaction and its
 * inner transactions: go's localTxnResources[txnRootIndex], reported on that transaction's result.
 */
export class TxnUnnamedResources {
  readonly accounts = new Map<string, Uint8Array>();
  readonly assets = new Set<bigint>();
  readonly apps = new Set<bigint>();

  constructor(readonly max: RefCaps) {}

  get refCount(): number {
    return this.accounts.size + this.assets.size + this.apps.size;
  }

  get empty(): boolean {
    return this.accounts.size === 0 && this.assets.size === 0 && this.apps.size === 0;
  }

  /** ResourceTracker.addAccount's limit. */
  roomForAccount(): boolean {
    return this.accounts.size < this.max.accounts && this.refCount < this.max.total;
  }

  roomForAsset(): boolean {
    return this.assets.size < this.max.assets && this.refCount < this.max.total;
  }
}

/**
 * Simulate's `allow-unnamed-resources`: resources a program used without the group naming them,
 * granted and recorded so the caller can learn which references to add, within the limits go sets
 * (resources.go groupResourceTracker). A v9+ program's are the group's (globalResources); an earlier
 * program's are its top-level transaction's (`txn(i)`: localTxnResources), each taking a slot of the
 * group's too. Keys as in `Resources` (addresses latin1).
 */
export class UnnamedResources {
  /** By top-level group index: what programs before v9 used there. */
  readonly perTxn = new Map<number, TxnUnnamedResources>();
  private readonly txnCaps: readonly RefCaps[];
  /** The group's caps (makeGlobalResourceTracker); pre-v9 takes lower them. */
  readonly max: RefCaps;
  /** Holdings and locals together (MaxCrossProductReferences). */
  readonly maxCrossProducts: number;
  /** Box references the group named as submitted (startingBoxes). */
  readonly startingBoxes: number;

  readonly accounts = new Map<string, Uint8Array>();
  readonly assets = new Set<bigint>();
  readonly apps = new Set<bigint>();
  /** "app:name" → [app, name bytes]. */
  readonly boxes = new Map<string, readonly [bigint, Uint8Array]>();
  /** "addrKey|app" → [address, app]. */
  readonly appLocals = new Map<string, readonly [Uint8Array, bigint]>();
  /** "addrKey|asset" → [address, asset]. */
  readonly assetHoldings = new Map<string, readonly [Uint8Array, bigint]>();
  /** Box references needed only for their I/O budget (NumEmptyBoxRefs). */
  extraBoxRefs = 0;

  /** resources.go makeGroupResourceTracker over the group as submitted. */
  constructor(txns: readonly EvalTxn[], p: AvmParams) {
    this.txnCaps = txns.map((t) => txnRefCaps(t, p));
    const nonAppCalls = txns.filter((t) => t.type !== 'appl').length;
    // The most cross-products one app call with a full set of foreign apps reaches.
    const crossPerAppCall = p.maxAppTxnForeignApps * (p.maxAppTxnForeignApps + 2);
    this.maxCrossProducts = crossPerAppCall * (p.maxTxGroupSize - nonAppCalls);
    // A group shorter than the maximum could have held more app calls, empty ones.
    const unused = p.maxTxGroupSize - txns.length;
    const max: RefCaps = {
      accounts: unused * (p.maxAppTxnAccounts + p.maxAppTxnForeignApps),
      assets: unused * p.maxAppTxnForeignAssets,
      apps: unused * p.maxAppTxnForeignApps,
      boxes: unused * p.maxAppBoxReferences,
      total: unused * p.maxAppTotalTxnReferences,
    };
    for (const c of this.txnCaps) {
      max.accounts += c.accounts;
      max.assets += c.assets;
      max.apps += c.apps;
      max.boxes += c.boxes;
      max.total += c.total;
    }
    this.max = max;
    this.startingBoxes = txns.reduce((n, t) => n + t.boxes.length, 0);
  }

  txn(rootIndex: number): TxnUnnamedResources {
    let t = this.perTxn.get(rootIndex);
    if (t === undefined) {
      const caps = this.txnCaps[rootIndex] ?? NO_REFS;
      this.perTxn.set(rootIndex, (t = new TxnUnnamedResources({ ...caps })));
    }
    return t;
  }

  /** boxCount: unnamed boxes and empty references. */
  get boxCount(): number {
    return this.boxes.size + this.extraBoxRefs;
  }

  get refCount(): number {
    return this.accounts.size + this.assets.size + this.apps.size + this.boxCount;
  }

  /** ResourceTracker.addAccount's limit. */
  roomForAccount(): boolean {
    return this.accounts.size < this.max.accounts && this.refCount < this.max.total;
  }

  roomForAsset(): boolean {
    return this.assets.size < this.max.assets && this.refCount < this.max.total;
  }

  roomForApp(): boolean {
    return this.apps.size < this.max.apps;
  }

  /** Whether `n` more empty box references fit (ioSurplus, reconcileReadBudget). */
  roomForBoxRefs(n: number): boolean {
    return n <= this.max.boxes - this.boxCount && n <= this.max.total - this.refCount;
  }

  /** reconcileReadBudget's check after a box was added: no cap is passed. */
  withinBoxCaps(): boolean {
    return this.boxCount <= this.max.boxes && this.refCount <= this.max.total;
  }

  roomForCrossProduct(): boolean {
    return this.assetHoldings.size + this.appLocals.size < this.maxCrossProducts;
  }

  /**
   * groupResourceTracker.add* without global sharing, once a pre-v9 transaction took `key`: listed
   * in both is redundant, so the group gives back its own; then the group has one slot less
   * (removeAccountSlot, removeAssetSlot, removeAppSlot: an app's slot is its account's too). When the
   * group is full, `undo` takes the transaction's back and the answer is false.
   */
  moveToTxn(kind: 'accounts' | 'assets' | 'apps', key: string | bigint, undo: () => void): boolean {
    const held: { delete(k: never): boolean; readonly size: number } = this[kind];
    if (held.delete(key as never)) {
      this.max[kind]++;
      this.max.total++;
    }
    if (held.size < this.max[kind] && this.refCount < this.max.total) {
      this.max[kind]--;
      this.max.total--;
      if (kind === 'apps' && this.max.accounts > 0) this.max.accounts--;
      return true;
    }
    undo();
    return false;
  }

  /** maxPossibleUnnamedBoxes: boxes the group could still name, given the other references taken. */
  maxPossibleUnnamedBoxes(): number {
    return Math.min(this.max.boxes, this.max.total - this.accounts.size - this.assets.size - this.apps.size);
  }

  get empty(): boolean {
    return (
      this.accounts.size === 0 &&
      this.assets.size === 0 &&
      this.apps.size === 0 &&
      this.boxes.size === 0 &&
      this.appLocals.size === 0 &&
      this.assetHoldings.size === 0 &&
      this.extraBoxRefs === 0
    );
  }
}

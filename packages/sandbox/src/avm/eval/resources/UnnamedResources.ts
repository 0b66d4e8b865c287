/**
 * What a program before v9 (no group sharing) used unnamed, for one top-level transaction and its
 * inner transactions: go's localTxnResources[txnRootIndex], reported on that transaction's result.
 */
export class TxnUnnamedResources {
  readonly accounts = new Map<string, Uint8Array>();
  readonly assets = new Set<bigint>();
  readonly apps = new Set<bigint>();

  get empty(): boolean {
    return this.accounts.size === 0 && this.assets.size === 0 && this.apps.size === 0;
  }
}

/**
 * Simulate's `allow-unnamed-resources`: resources a program used without the group naming them,
 * granted and recorded so the caller can learn which references to add. A v9+ program's are the
 * group's (go-algorand ledger/simulation/resources.go globalResources); an earlier program's are
 * its top-level transaction's (`txn(i)`: localTxnResources). Keys as in `Resources` (addresses latin1).
 */
export class UnnamedResources {
  /** By top-level group index: what programs before v9 used there. */
  readonly perTxn = new Map<number, TxnUnnamedResources>();

  txn(rootIndex: number): TxnUnnamedResources {
    let t = this.perTxn.get(rootIndex);
    if (t === undefined) this.perTxn.set(rootIndex, (t = new TxnUnnamedResources()));
    return t;
  }

  readonly accounts = new Map<string, Uint8Array>();
  readonly assets = new Set<bigint>();
  readonly apps = new Set<bigint>();
  /** "app:name" → [app, name bytes]. */
  readonly boxes = new Map<string, readonly [bigint, Uint8Array]>();
  /** "addrKey|app" → [address, app]. */
  readonly appLocals = new Map<string, readonly [Uint8Array, bigint]>();
  /** "addrKey|asset" → [address, asset]. */
  readonly assetHoldings = new Map<string, readonly [Uint8Array, bigint]>();
  /** Box references needed only for their I/O budget. */
  extraBoxRefs = 0;

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

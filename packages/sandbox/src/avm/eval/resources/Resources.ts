/**
 * Resources a group makes available beyond a transaction's own foreign arrays (go-algorand's
 * `resources`): what earlier transactions created, what any transaction of the group names
 * (shared from v9), the box references and the box I/O accounting.
 */
import { appAddress } from '../appAddress';
import type { AvmParams } from '../AvmParams';
import type { EvalTxn } from '../EvalTxn';
import { bytesKey } from '../values';
import type { UnnamedResources } from './UnnamedResources';

export const addrKey = bytesKey;

export function boxKey(app: bigint, name: string): string {
  return `${app}:${name}`;
}

function isZero(a: Uint8Array): boolean {
  for (const b of a) if (b !== 0) return false;
  return true;
}

export class Resources {
  readonly createdAsas = new Set<bigint>();
  readonly createdApps = new Set<bigint>();
  readonly sharedAccounts = new Set<string>();
  readonly sharedAsas = new Set<bigint>();
  readonly sharedApps = new Set<bigint>();
  /** "addrKey|asset" */
  readonly sharedHoldings = new Set<string>();
  /** "addrKey|app" */
  readonly sharedLocals = new Set<string>();
  /** Box refs (boxKey) → dirty (written in this group). */
  readonly boxes = new Map<string, boolean>();
  unnamedAccess = 0;
  /** Bytes that count against the write budget (box writes, large created/updated programs). */
  dirtyBytes = 0;
  /** The most `dirtyBytes` has been (simulate's maxWriteBudget). */
  maxDirtyBytes = 0;
  /** Read-budget bytes: named boxes' and large available programs' sizes (and, in simulate, unnamed ones). */
  readBytes = 0;
  /** Simulate: unnamed apps whose large programs were charged to the read budget. */
  readonly appReads = new Set<bigint>();
  /** go's updateBytes: the charged program size beyond 8 KiB of each app created or updated. */
  readonly updateBytes = new Map<bigint, number>();
  /** Bytes the group's box refs allow to read and write (set at the first app call). */
  ioBudget = 0;
  readBudgetChecked = false;
  /** Set by simulate's allow-unnamed-resources: v9+ programs may use unnamed resources (recorded here). */
  unnamed: UnnamedResources | undefined = undefined;

  constructor(private readonly params: AvmParams) {}

  shareHolding(addr: Uint8Array, asset: bigint): void {
    this.sharedHoldings.add(`${addrKey(addr)}|${asset}`);
  }

  shareLocal(addr: Uint8Array, app: bigint): void {
    this.sharedLocals.add(`${addrKey(addr)}|${app}`);
  }

  private shareAccountAndHolding(addr: Uint8Array, asset: bigint): void {
    this.sharedAccounts.add(addrKey(addr));
    if (asset !== 0n) this.shareHolding(addr, asset);
  }

  private shareBox(app: bigint, name: Uint8Array, current: bigint): void {
    if (app === 0n) {
      // "current app": unknown for a create until it runs (added then).
      if (current === 0n) return;
      app = current;
    }
    this.boxes.set(boxKey(app, bytesKey(name)), false);
  }

  /** go's resources.fill: what `t` makes available to the rest of the group. */
  fill(t: EvalTxn): void {
    switch (t.type) {
      case 'pay':
        this.sharedAccounts.add(addrKey(t.sender));
        this.sharedAccounts.add(addrKey(t.receiver));
        if (!isZero(t.closeRemainderTo)) this.sharedAccounts.add(addrKey(t.closeRemainderTo));
        break;
      case 'keyreg':
        this.sharedAccounts.add(addrKey(t.sender));
        break;
      case 'acfg':
        this.sharedAccounts.add(addrKey(t.sender));
        if (t.configAsset !== 0n) this.sharedAsas.add(t.configAsset);
        break;
      case 'axfer': {
        const id = t.xferAsset;
        this.sharedAsas.add(id);
        this.shareAccountAndHolding(t.sender, id);
        this.shareAccountAndHolding(t.assetReceiver, id);
        if (!isZero(t.assetSender)) this.shareAccountAndHolding(t.assetSender, id);
        if (!isZero(t.assetCloseTo)) this.shareAccountAndHolding(t.assetCloseTo, id);
        break;
      }
      case 'afrz':
        this.sharedAccounts.add(addrKey(t.sender));
        this.sharedAsas.add(t.freezeAsset);
        this.shareAccountAndHolding(t.freezeAccount, t.freezeAsset);
        break;
      case 'appl':
        if (t.access !== undefined) this.fillAccess(t);
        else this.fillForeign(t);
        break;
      default:
        break;
    }
  }

  private fillAccess(t: EvalTxn): void {
    this.sharedAccounts.add(addrKey(t.sender));
    if (t.applicationId !== 0n) {
      this.sharedApps.add(t.applicationId);
      this.shareLocal(t.sender, t.applicationId);
    }
    for (const rr of t.access ?? []) {
      if (rr.address) this.sharedAccounts.add(addrKey(rr.address));
      else if (rr.asset !== undefined && rr.asset !== 0n) this.sharedAsas.add(rr.asset);
      else if (rr.app !== undefined && rr.app !== 0n) this.sharedApps.add(rr.app);
      else if (rr.holding) this.shareHolding(rr.holding.address, rr.holding.asset);
      else if (rr.locals)
        this.shareLocal(rr.locals.address, rr.locals.app === 0n ? t.applicationId : rr.locals.app);
      else if (rr.box) this.shareBox(rr.box.app, rr.box.name, t.applicationId);
      else if (this.params.enableUnnamedBoxAccessInNewApps) this.unnamedAccess++;
    }
  }

  private fillForeign(t: EvalTxn): void {
    const accounts = [t.sender, ...t.accounts];
    for (const id of t.foreignAssets) this.sharedAsas.add(id);
    if (t.applicationId !== 0n) {
      accounts.push(appAddress(t.applicationId));
      this.sharedApps.add(t.applicationId);
    }
    for (const id of t.foreignApps) {
      accounts.push(appAddress(id));
      this.sharedApps.add(id);
    }
    for (const a of accounts) {
      this.sharedAccounts.add(addrKey(a));
      for (const id of t.foreignAssets) this.shareHolding(a, id);
      if (t.applicationId !== 0n) this.shareLocal(a, t.applicationId);
      for (const id of t.foreignApps) this.shareLocal(a, id);
    }
    for (const br of t.boxes) {
      if (this.params.enableUnnamedBoxAccessInNewApps && br.app === 0n && br.name.length === 0)
        this.unnamedAccess++;
      this.shareBox(br.app, br.name, t.applicationId);
    }
  }
}

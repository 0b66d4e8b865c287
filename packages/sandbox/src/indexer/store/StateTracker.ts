import algosdk from 'algosdk';
import { createdIndexOf } from '../render/renderTransaction';
import type { SandboxEdit } from '../../ledger/edit/SandboxEdit';
import { AppBook } from './AppBook';
import { AssetBook } from './AssetBook';
import { assignInPlace } from './assignInPlace';
import type { AccountLife, SigType } from './records';
import { addressText } from '../render/addressText';

function hex(address: string): string {
  return Buffer.from(algosdk.decodeAddress(address).publicKey).toString('hex');
}

/**
 * Replays transactions into lifecycle records: accounts (created on first funding, closed by
 * close-remainder-to, reopened when funded again, as the indexer's account table behaves), assets
 * with holdings, apps with local states.
 */
export class StateTracker {
  readonly accounts = new Map<string, AccountLife>();
  /** Accounts in public-key order (the indexer's ORDER BY addr). */
  readonly sortedAccounts: AccountLife[] = [];
  readonly assets: AssetBook;
  readonly apps: AppBook;

  constructor(assets = new AssetBook(), apps = new AppBook()) {
    this.assets = assets;
    this.apps = apps;
  }

  /** Makes this tracker hold a copy of what `checkpoint` holds (every map and list kept as an object). */
  restore(checkpoint: StateTracker): void {
    const copy = checkpoint.clone();
    assignInPlace(this, copy);
    assignInPlace(this.assets, copy.assets);
    assignInPlace(this.apps, copy.apps);
  }

  /** A copy sharing nothing that later blocks change (a snapshot's checkpoint of the index). */
  clone(): StateTracker {
    const copy = new StateTracker(this.assets.clone(), this.apps.clone());
    for (const life of this.sortedAccounts) {
      const c = { ...life };
      copy.accounts.set(c.address, c);
      copy.sortedAccounts.push(c);
    }
    return copy;
  }

  /** Makes sure the account exists (and is open) from `round` on. */
  touch(address: string, round: number): AccountLife {
    let life = this.accounts.get(address);
    if (life === undefined) {
      life = {
        address,
        sortKey: hex(address),
        createdAt: round,
        closedAt: undefined,
        deleted: false,
        sigType: undefined,
      };
      this.accounts.set(address, life);
      this.insertSorted(life);
    } else if (life.deleted) {
      life.deleted = false;
    }
    return life;
  }

  setSigType(address: string, sigType: SigType | undefined): void {
    const life = this.accounts.get(address);
    if (life !== undefined && sigType !== undefined) life.sigType = sigType;
  }

  /** One transaction and, for app calls, its inner transactions at their place in the evaluation. */
  /** A sandbox edit (`SandboxEdit`) the ledger applied in `round`. */
  applyEdit(edit: SandboxEdit, round: number): void {
    if (edit.kind === 'holding')
      this.assets.editHolding(edit.address, edit.asset, round, edit.amount, edit.frozen);
    else if (edit.kind === 'global') this.apps.editState(edit.app, undefined, round, edit.set, edit.delete);
    else if (edit.kind === 'local') this.apps.editState(edit.app, edit.address, round, edit.set, edit.delete);
  }

  apply(stxn: algosdk.SignedTxnWithAD, round: number, createdFallback: bigint | undefined): void {
    const txn = stxn.signedTxn.txn;
    const ad = stxn.applyData;
    const sender = addressText(txn.sender);
    this.touch(sender, round);
    const created = createdIndexOf(txn, ad);
    const createdId = created === 0n && createdFallback !== undefined ? createdFallback : (created ?? 0n);
    const inner = (): void => {
      for (const itxn of ad.evalDelta?.innerTxns ?? []) this.apply(itxn, round, undefined);
    };
    switch (txn.type) {
      case algosdk.TransactionType.pay: {
        const p = txn.payment as algosdk.PaymentTransactionFields;
        this.touch(addressText(p.receiver), round);
        const close = p.closeRemainderTo;
        if (close !== undefined && close.publicKey.some((b) => b !== 0)) {
          this.touch(addressText(close), round);
          const life = this.accounts.get(sender) as AccountLife;
          if (sender !== addressText(close)) {
            life.deleted = true;
            life.closedAt = round;
          }
        }
        break;
      }
      case algosdk.TransactionType.acfg:
        this.assets.applyConfig(txn, createdId, round);
        break;
      case algosdk.TransactionType.axfer:
        this.assets.applyTransfer(txn, ad, round);
        break;
      case algosdk.TransactionType.afrz:
        this.assets.applyFreeze(txn, round);
        break;
      case algosdk.TransactionType.appl:
        this.apps.apply(txn, ad, createdId, round, inner);
        return;
      default:
        break;
    }
    inner();
  }

  private insertSorted(life: AccountLife): void {
    const list = this.sortedAccounts;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid] as AccountLife).sortKey < life.sortKey) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, life);
  }
}

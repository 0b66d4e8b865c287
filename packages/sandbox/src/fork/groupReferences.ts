import algosdk from 'algosdk';
import type { PreparedTxn } from '../ledger/decode/PreparedTxn';
import { accountKey, appKey, assetKey, boxKeyOf } from './forkKeys';

/**
 * Every resource a group names, as fork keys: senders, receivers, close-to and rekey addresses,
 * assets, apps (with their accounts), an app call's foreign arrays, boxes and `al` access list.
 * What a program reaches beyond these (inner transactions' own targets) is fetched on a miss.
 */
export function groupReferences(group: readonly PreparedTxn[]): string[] {
  const keys = new Set<string>();
  const addr = (a: algosdk.Address | string | undefined) => {
    if (a !== undefined) keys.add(accountKey(a.toString()));
  };
  const asset = (id: bigint | undefined) => {
    if (id !== undefined && id !== 0n) keys.add(assetKey(id));
  };
  const app = (id: bigint | undefined) => {
    if (id === undefined || id === 0n) return;
    keys.add(appKey(id));
    addr(algosdk.getApplicationAddress(id));
  };
  for (const p of group) {
    const t = p.txn;
    addr(t.sender);
    addr(p.authorizer);
    addr(t.rekeyTo);
    addr(t.payment?.receiver);
    addr(t.payment?.closeRemainderTo);
    if (t.assetTransfer !== undefined) {
      asset(t.assetTransfer.assetIndex);
      addr(t.assetTransfer.receiver);
      addr(t.assetTransfer.assetSender);
      addr(t.assetTransfer.closeRemainderTo);
    }
    asset(t.assetConfig?.assetIndex);
    if (t.assetFreeze !== undefined) {
      asset(t.assetFreeze.assetIndex);
      addr(t.assetFreeze.freezeAccount);
    }
    const call = t.applicationCall;
    if (call === undefined) continue;
    const self = call.appIndex;
    app(self);
    for (const a of call.accounts) addr(a);
    for (const id of call.foreignApps) app(id);
    for (const id of call.foreignAssets) asset(id);
    const box = (appIndex: bigint, name: Uint8Array) => {
      const id = appIndex === 0n ? self : appIndex;
      if (id !== 0n) keys.add(boxKeyOf(id, name));
    };
    for (const b of call.boxes) box(b.appIndex, b.name);
    for (const r of call.access) {
      addr(r.address);
      app(r.appIndex);
      asset(r.assetIndex);
      if (r.holding !== undefined) {
        addr(r.holding.address);
        asset(r.holding.assetIndex);
      }
      if (r.locals !== undefined) {
        addr(r.locals.address);
        app(r.locals.appIndex);
      }
      if (r.box !== undefined) box(r.box.appIndex, r.box.name);
    }
  }
  return [...keys];
}

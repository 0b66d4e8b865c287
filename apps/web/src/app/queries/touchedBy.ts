import algosdk from 'algosdk';
import type { CommittedTouches } from './invalidateCommitted';

/**
 * The accounts, applications and assets a group's transactions name (senders, receivers, close-to,
 * rekey targets, asset and app references, the ids the commit created and those apps' accounts): what
 * `invalidateCommitted` must refresh after it.
 */
export function touchedBy(
  txns: readonly algosdk.Transaction[],
  created: readonly { assetId?: bigint; appId?: bigint }[] = [],
): CommittedTouches {
  const addresses = new Set<string>();
  const appIds = new Set<string>();
  const assetIds = new Set<string>();
  const add = (a: { toString(): string } | undefined) => a !== undefined && addresses.add(a.toString());
  for (const t of txns) {
    add(t.sender);
    add(t.rekeyTo);
    add(t.payment?.receiver);
    add(t.payment?.closeRemainderTo);
    add(t.assetTransfer?.receiver);
    add(t.assetTransfer?.closeRemainderTo);
    add(t.assetTransfer?.assetSender);
    add(t.assetFreeze?.freezeAccount);
    t.applicationCall?.accounts.forEach(add);
    const asset = t.assetTransfer?.assetIndex ?? t.assetConfig?.assetIndex ?? t.assetFreeze?.assetIndex;
    if (asset !== undefined && asset !== 0n) assetIds.add(String(asset));
    t.applicationCall?.foreignAssets.forEach((id) => assetIds.add(String(id)));
    const app = t.applicationCall?.appIndex;
    if (app !== undefined && app !== 0n) appIds.add(String(app));
    t.applicationCall?.foreignApps.forEach((id) => appIds.add(String(id)));
  }
  for (const c of created) {
    if (c.assetId !== undefined) assetIds.add(String(c.assetId));
    if (c.appId !== undefined) appIds.add(String(c.appId));
  }
  // An application's account pays and receives for its inner transactions.
  for (const id of appIds) addresses.add(algosdk.getApplicationAddress(BigInt(id)).toString());
  return { addresses: [...addresses], appIds: [...appIds], assetIds: [...assetIds] };
}

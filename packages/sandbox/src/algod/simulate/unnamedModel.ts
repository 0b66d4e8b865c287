import algosdk from 'algosdk';
import type { TxnUnnamedResources, UnnamedResources } from '../../avm/eval/resources/UnnamedResources';

/** What a group's programs used without naming it, as simulate's `unnamed-resources-accessed`. */
export function unnamedModel(u: UnnamedResources): algosdk.modelsv2.SimulateUnnamedResourcesAccessed {
  const addr = (a: Uint8Array) => new algosdk.Address(a);
  return new algosdk.modelsv2.SimulateUnnamedResourcesAccessed({
    ...(u.accounts.size > 0 && { accounts: [...u.accounts.values()].map(addr) }),
    ...(u.assets.size > 0 && { assets: [...u.assets] }),
    ...(u.apps.size > 0 && { apps: [...u.apps] }),
    ...(u.boxes.size > 0 && {
      boxes: [...u.boxes.values()].map(([app, name]) => new algosdk.modelsv2.BoxReference({ app, name })),
    }),
    ...(u.appLocals.size > 0 && {
      appLocals: [...u.appLocals.values()].map(
        ([account, app]) => new algosdk.modelsv2.ApplicationLocalReference({ account: addr(account), app }),
      ),
    }),
    ...(u.assetHoldings.size > 0 && {
      assetHoldings: [...u.assetHoldings.values()].map(
        ([account, asset]) => new algosdk.modelsv2.AssetHoldingReference({ account: addr(account), asset }),
      ),
    }),
    ...(u.extraBoxRefs > 0 && { extraBoxRefs: u.extraBoxRefs }),
  });
}

/** What one transaction's programs before v9 used unnamed (a transaction result's `unnamed-resources-accessed`). */
export function txnUnnamedModel(t: TxnUnnamedResources): algosdk.modelsv2.SimulateUnnamedResourcesAccessed {
  return new algosdk.modelsv2.SimulateUnnamedResourcesAccessed({
    ...(t.accounts.size > 0 && { accounts: [...t.accounts.values()].map((a) => new algosdk.Address(a)) }),
    ...(t.assets.size > 0 && { assets: [...t.assets] }),
    ...(t.apps.size > 0 && { apps: [...t.apps] }),
  });
}

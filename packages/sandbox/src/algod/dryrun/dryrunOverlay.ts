import type algosdk from 'algosdk';
import { fromAppParamsModel, fromKeyValueModel, fromSchemaModel } from '../../ledger/state/fromAlgodModels';
import type { StateDelta } from '../../ledger/state/StateDelta';

/**
 * algod 4.x's dry-run ledger: the request's accounts and apps stand in for (or add to) the
 * ledger's own, on a throwaway delta. Balances, auth addresses, holdings, local states and app
 * params (with global state) are what programs can read.
 */
export function dryrunOverlay(
  state: StateDelta,
  accounts: readonly algosdk.modelsv2.Account[],
  apps: readonly algosdk.modelsv2.Application[],
): void {
  for (const a of accounts) {
    const addr = a.address;
    const record = state.mutable(addr);
    record.amount = BigInt(a.amount);
    record.authAddr = a.authAddr?.toString();
    for (const h of a.assets ?? [])
      record.assets.set(BigInt(h.assetId), { amount: BigInt(h.amount), frozen: h.isFrozen });
    for (const l of a.appsLocalState ?? [])
      record.appsLocal.set(BigInt(l.id), {
        schema: fromSchemaModel(l.schema),
        keyValue: fromKeyValueModel(l.keyValue),
      });
    for (const app of a.createdApps ?? []) {
      if (app.params === undefined) continue;
      record.createdApps.set(BigInt(app.id), fromAppParamsModel(app.params));
      state.setAppCreator(BigInt(app.id), addr);
    }
  }
  for (const app of apps) {
    if (app.params === undefined) continue;
    const creator = app.params.creator.toString();
    state.mutable(creator).createdApps.set(BigInt(app.id), fromAppParamsModel(app.params));
    state.setAppCreator(BigInt(app.id), creator);
  }
}

import algosdk from 'algosdk';
import type { AccountData } from '../state/AccountData';
import { MIN_BALANCE, minBalance } from '../rules/minBalance';
import { toApplicationModel, toLocalStateModel, toSchemaModel } from './toApplicationModel';
import { toAssetModel } from './toAssetModel';

const STATUS_TEXT = { Offline: 'Offline', Online: 'Online', NotParticipating: 'Not Participating' } as const;

/**
 * An account as algod's `/v2/accounts/{address}` shows it. The lists (assets, created assets and
 * apps, local states) are always there, `[]` when empty, as go-algorand's AccountDataToAccount
 * (daemon/algod/api/server/v2/account.go) makes them; `exclude: 'all'` leaves them out as its
 * basicAccountInformation does. Rewards are always zero here.
 */
export function toAccountModel(
  address: string,
  a: AccountData | undefined,
  round: bigint,
  exclude: 'all' | 'none' = 'none',
): algosdk.modelsv2.Account {
  const lists = exclude === 'none';
  if (a === undefined) {
    return new algosdk.modelsv2.Account({
      ...(lists && { assets: [], createdAssets: [], createdApps: [], appsLocalState: [] }),
      address,
      amount: 0n,
      amountWithoutPendingRewards: 0n,
      // record.MinBalance of an empty record: the base minimum (data/basics/userBalance.go MinBalance)
      minBalance: MIN_BALANCE.base,
      pendingRewards: 0n,
      rewards: 0n,
      round,
      status: 'Offline',
      totalAppsOptedIn: 0,
      totalAssetsOptedIn: 0,
      totalCreatedApps: 0,
      totalCreatedAssets: 0,
      rewardBase: 0n,
      appsTotalSchema: toSchemaModel({ numUint: 0, numByteSlice: 0 }),
    });
  }
  return new algosdk.modelsv2.Account({
    address,
    amount: a.amount,
    amountWithoutPendingRewards: a.amount,
    minBalance: minBalance(a),
    pendingRewards: 0n,
    rewards: 0n,
    round,
    status: STATUS_TEXT[a.status],
    totalAppsOptedIn: a.appsLocal.size,
    totalAssetsOptedIn: a.assets.size,
    totalCreatedApps: a.createdApps.size,
    totalCreatedAssets: a.createdAssets.size,
    rewardBase: 0n,
    appsTotalSchema: toSchemaModel(a.totalAppSchema()),
    ...(a.authAddr !== undefined && { authAddr: a.authAddr }),
    ...(a.incentiveEligible && { incentiveEligible: true }),
    ...(a.totalExtraPages > 0 && { appsTotalExtraPages: a.totalExtraPages }),
    ...(a.totalBoxes > 0n && { totalBoxes: a.totalBoxes, totalBoxBytes: a.totalBoxBytes }),
    ...(a.lastProposed > 0n && { lastProposed: a.lastProposed }),
    ...(a.lastHeartbeat > 0n && { lastHeartbeat: a.lastHeartbeat }),
    ...(a.voteKey !== undefined &&
      a.selectionKey !== undefined && {
        participation: new algosdk.modelsv2.AccountParticipation({
          voteParticipationKey: a.voteKey,
          selectionParticipationKey: a.selectionKey,
          voteFirstValid: a.voteFirst,
          voteLastValid: a.voteLast,
          voteKeyDilution: a.voteKeyDilution,
          ...(a.stateProofKey !== undefined && { stateProofKey: a.stateProofKey }),
        }),
      }),
    ...(lists && {
      assets: [...a.assets].map(
        ([id, h]) => new algosdk.modelsv2.AssetHolding({ assetId: id, amount: h.amount, isFrozen: h.frozen }),
      ),
    }),
    ...(lists && {
      createdAssets: [...a.createdAssets].map(([id, p]) => toAssetModel(id, address, p)),
    }),
    ...(lists && {
      createdApps: [...a.createdApps].map(([id, p]) => toApplicationModel(id, address, p)),
    }),
    ...(lists && {
      appsLocalState: [...a.appsLocal].map(([id, s]) => toLocalStateModel(id, s)),
    }),
  });
}

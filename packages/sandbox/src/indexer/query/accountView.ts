import { HttpError } from '../../http/HttpError';
import { ERR } from '../params/indexerErrors';
import { MAX_API_RESOURCES_PER_ACCOUNT } from '../params/limits';
import type { JsonObject } from '../render/Json';
import { b64 } from '../render/encode';
import { renderApplication, renderAsset, renderHolding, renderLocalState } from '../render/renderState';
import type { IndexerDeps } from '../routes/IndexerDeps';
import type { AccountLife } from '../store/records';
import { rewindBalances } from './rewindAccount';

export interface AccountInclude {
  assets: boolean;
  createdAssets: boolean;
  appsLocalState: boolean;
  createdApps: boolean;
  includeDeleted: boolean;
}

export class RewindError extends Error {
  override readonly name = 'RewindError';
}

function byId<T>(items: Iterable<T>, id: (t: T) => bigint): T[] {
  return [...items].sort((a, b) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
}

/**
 * An account as the indexer prints it: the ledger's current scalars (amount, status, keys, totals,
 * min-balance), the index's lifecycle fields and resource lists, optionally rewound to `round`.
 */
export function accountView(
  deps: IndexerDeps,
  life: AccountLife,
  inc: AccountInclude,
  round?: number,
): JsonObject {
  const { store, ledger, fork } = deps;
  const { assets, apps } = store.state;
  const addr = life.address;
  const all = inc.includeDeleted;
  const keep = <T extends { deleted: boolean }>(x: T): boolean => all || !x.deleted;
  const holdings = !inc.assets
    ? []
    : (fork?.holdings(addr, all) ??
      byId([...(assets.holdingsByAccount.get(addr)?.values() ?? [])].filter(keep), (h) => h.assetId));
  const created = !inc.createdAssets
    ? []
    : (fork?.createdAssets(addr, all) ??
      byId(
        [...(assets.assetsByCreator.get(addr) ?? [])].map((id) => assets.assets.get(id)!).filter(keep),
        (a) => a.id,
      ));
  const locals = !inc.appsLocalState
    ? []
    : (fork?.locals(addr, all) ??
      byId([...(apps.localsByAccount.get(addr)?.values() ?? [])].filter(keep), (l) => l.appId).map((ls) => ({
        ls,
        schema: apps.apps.get(ls.appId),
      })));
  const createdApps = !inc.createdApps
    ? []
    : (fork?.createdApps(addr, all) ??
      byId(
        [...(apps.appsByCreator.get(addr) ?? [])].map((id) => apps.apps.get(id)!).filter(keep),
        (a) => a.id,
      ));
  const total = holdings.length + created.length + locals.length + createdApps.length;
  if (total > MAX_API_RESOURCES_PER_ACCOUNT) {
    throw new HttpError(400, ERR.resultLimitReached, {
      'max-results': MAX_API_RESOURCES_PER_ACCOUNT,
      address: addr,
      'total-assets-opted-in': holdings.length,
      'total-created-assets': created.length,
      'total-apps-opted-in': locals.length,
      'total-created-apps': createdApps.length,
    });
  }
  const la = ledger.account(addr);
  let amount = la.amount;
  let amountWithout = la.amountWithoutPendingRewards;
  let pending = la.pendingRewards;
  let rewards = la.rewards;
  let shownRound = Math.max(store.round, 0);
  let holdingAmounts: Map<bigint, bigint> | undefined;
  if (round !== undefined) {
    if (round > shownRound)
      throw new RewindError(
        `${ERR.rewindingAccount}: the requested round ${round} > the current round ${shownRound}`,
      );
    if (addr === ledger.genesis.fees)
      throw new RewindError(`${ERR.rewindingAccount}: unable to rewind the FeeSink`);
    if (addr === ledger.genesis.rwd)
      throw new RewindError(`${ERR.rewindingAccount}: unable to rewind the RewardsPool`);
    if (ledger.firstRound !== undefined && round < ledger.firstRound)
      throw new RewindError(
        `${ERR.rewindingAccount}: the requested round ${round} is before the fork's first round ${ledger.firstRound} (a fork does not know the state before it)`,
      );
    const now = new Map(
      (fork?.holdings(addr, false) ?? [...(assets.holdingsByAccount.get(addr)?.values() ?? [])]).map((h) => [
        h.assetId,
        h.amount,
      ]),
    );
    const past = rewindBalances(store, addr, round, { amount: amountWithout, assets: now });
    amount = amountWithout = past.amount;
    pending = 0n;
    rewards = 0n;
    shownRound = round;
    holdingAmounts = past.assets;
  }
  const schema = la.appsTotalSchema;
  const part = la.participation;
  return {
    address: addr,
    amount,
    'amount-without-pending-rewards': amountWithout,
    'apps-local-state': locals.length === 0 ? undefined : locals.map((l) => renderLocalState(l.ls, l.schema)),
    'apps-total-extra-pages': la.appsTotalExtraPages ? la.appsTotalExtraPages : undefined,
    'apps-total-schema':
      schema === undefined || (schema.numByteSlice === 0 && schema.numUint === 0)
        ? undefined
        : { 'num-byte-slice': schema.numByteSlice, 'num-uint': schema.numUint },
    assets:
      holdings.length === 0
        ? undefined
        : holdings.map((h) => renderHolding(h, holdingAmounts?.get(h.assetId) ?? h.amount)),
    'auth-addr': la.authAddr?.toString(),
    'closed-at-round': life.closedAt,
    'created-apps': createdApps.length === 0 ? undefined : createdApps.map(renderApplication),
    'created-assets': created.length === 0 ? undefined : created.map(renderAsset),
    'created-at-round': life.createdAt,
    deleted: life.deleted,
    'incentive-eligible': la.incentiveEligible ? true : undefined,
    'last-heartbeat': la.lastHeartbeat ? la.lastHeartbeat : undefined,
    'last-proposed': la.lastProposed ? la.lastProposed : undefined,
    'min-balance': la.minBalance,
    participation:
      part === undefined
        ? undefined
        : {
            'selection-participation-key': b64(part.selectionParticipationKey),
            'state-proof-key': part.stateProofKey === undefined ? undefined : b64(part.stateProofKey),
            'vote-first-valid': part.voteFirstValid,
            'vote-key-dilution': part.voteKeyDilution,
            'vote-last-valid': part.voteLastValid,
            'vote-participation-key': b64(part.voteParticipationKey),
          },
    'pending-rewards': pending,
    'reward-base': la.rewardBase ?? 0n,
    rewards,
    round: shownRound,
    'sig-type': life.sigType,
    status: la.status,
    'total-apps-opted-in': la.totalAppsOptedIn,
    'total-assets-opted-in': la.totalAssetsOptedIn,
    'total-box-bytes': la.totalBoxBytes ?? 0,
    'total-boxes': la.totalBoxes ?? 0,
    'total-created-apps': la.totalCreatedApps,
    'total-created-assets': la.totalCreatedAssets,
  };
}

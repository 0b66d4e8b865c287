import type { AlgodAccount } from '../algod/algodModels';
import { toBigInt } from '../format/toBigInt';
import type { IdxAccount, IdxAssetHolding } from '../indexer/indexerModels';
import type { AccountView, HoldingView } from './AccountView';

function optional(value: IdxAccount['round'] | undefined): bigint | undefined {
  return value === undefined ? undefined : toBigInt(value);
}

/** An account from the indexer or algod (same field names) → the account screen's view. */
export function toAccountView(raw: IdxAccount | AlgodAccount, source: AccountView['source']): AccountView {
  const view: AccountView = {
    address: raw.address,
    balance: toBigInt(raw.amount),
    balanceWithoutPendingRewards: toBigInt(raw['amount-without-pending-rewards']),
    minBalance: toBigInt(raw['min-balance']),
    pendingRewards: toBigInt(raw['pending-rewards']),
    rewards: toBigInt(raw.rewards),
    status: typeof raw.status === 'string' ? raw.status : '',
    round: toBigInt(raw.round),
    deleted: raw.deleted === true,
    incentiveEligible: raw['incentive-eligible'] === true,
    totals: {
      assetsOptedIn: toBigInt(raw['total-assets-opted-in']),
      assetsCreated: toBigInt(raw['total-created-assets']),
      appsOptedIn: toBigInt(raw['total-apps-opted-in']),
      appsCreated: toBigInt(raw['total-created-apps']),
      boxes: toBigInt(raw['total-boxes']),
      boxBytes: toBigInt(raw['total-box-bytes']),
    },
    source,
  };
  if (typeof raw['auth-addr'] === 'string' && raw['auth-addr'] !== '') view.authAddress = raw['auth-addr'];
  if (typeof raw['sig-type'] === 'string') view.sigType = raw['sig-type'];
  const created = optional(raw['created-at-round']);
  if (created !== undefined) view.createdAtRound = created;
  const closed = optional(raw['closed-at-round']);
  if (closed !== undefined) view.closedAtRound = closed;
  return view;
}

/** One asset holding (indexer or algod) → its view. */
export function toHoldingView(raw: IdxAssetHolding): HoldingView {
  const view: HoldingView = {
    assetId: toBigInt(raw['asset-id']),
    amount: toBigInt(raw.amount),
    frozen: raw['is-frozen'] === true,
    deleted: raw.deleted === true,
  };
  const optedIn = optional(raw['opted-in-at-round']);
  if (optedIn !== undefined) view.optedInAtRound = optedIn;
  return view;
}

import type { AccountView } from '@sextant/core/explore/AccountView';
import type { AssetView } from '@sextant/core/explore/AssetView';
import { decodeTealState, type StateEntry } from '@sextant/core/explore/decodeTealState';
import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { loadAccount, type AccountDetail } from '@sextant/core/explore/loadAccount';
import { loadAccountHistory } from '@sextant/core/explore/loadAccountHistory';
import { loadLastSent } from '@sextant/core/explore/pqAccountOf';
import { toAccountView, toHoldingView } from '@sextant/core/explore/toAccountView';
import { toAssetView } from '@sextant/core/explore/toAssetView';
import type { AccountSearchParams, ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { toBigInt } from '@sextant/core/format/toBigInt';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { offReadyPath } from '../../../app/queries/offReadyPath';
import { queryKeys } from '../../../app/queries/queryKeys';
import { entityListQuery } from './entityListQuery';
import { searchQuery } from './searchQuery';
import { readQuery } from './readQuery';

export interface AppRef {
  id: bigint;
  deleted: boolean;
  /** An opted-in application's local state for this account. */
  state?: StateEntry[];
}

/**
 * What the indexer adds to algod's account (created and closed rounds, whether it was ever seen),
 * asked once algod has said whether it holds any Algo (`loadAccountHistory`). Off the first
 * screen's path (`offReadyPath`): the page shows algod's account without it.
 */
const historyQuery = (profile: NetworkProfile, address: string, holdsAlgo: boolean) =>
  offReadyPath(
    readQuery(queryKeys.ledger.account(profile.id, address, 'history'), (options) =>
      loadAccountHistory(profile, address, holdsAlgo, options),
    ),
  );

/**
 * Query options for an account and its lists. All are keyed under `queryKeys.ledger.account`, so a
 * commit that touches the account refreshes its page, lists and transactions at once.
 */
export const accountQueries = {
  detail: (profile: NetworkProfile, address: string) =>
    readQuery(queryKeys.ledger.account(profile.id, address), (options) =>
      loadAccount(profile, address, options),
    ),

  history: historyQuery,

  /**
   * The history the account page asks for once algod's `detail` is in; undefined without an indexer,
   * or when the indexer itself answered the account (algod could not), history included.
   */
  historyAfter: (profile: NetworkProfile, detail: AccountDetail) =>
    profile.indexer !== undefined && detail.account.source === 'algod'
      ? historyQuery(profile, detail.account.address, detail.account.balance > 0n)
      : undefined,

  /**
   * The newest transaction the account sent (does a post-quantum key authorise it?), asked with the
   * history once algod's account is in: off the first screen's path, as the badge is.
   */
  lastSent: (profile: NetworkProfile, address: string) =>
    offReadyPath(
      readQuery(queryKeys.ledger.account(profile.id, address, 'lastSent'), (options) =>
        loadLastSent(profile, address, options).then((lastSent) => ({ lastSent })),
      ),
    ),

  assets: (profile: NetworkProfile, address: string) =>
    entityListQuery(profile, 'accountAssets', address, toHoldingView),

  createdAssets: (profile: NetworkProfile, address: string) =>
    entityListQuery(profile, 'accountCreatedAssets', address, (raw): AssetView => toAssetView(raw)),

  createdApps: (profile: NetworkProfile, address: string) =>
    entityListQuery(profile, 'accountCreatedApps', address, (raw): AppRef => ({
      id: toBigInt(raw.id),
      deleted: raw.deleted === true,
    })),

  optedInApps: (profile: NetworkProfile, address: string) =>
    entityListQuery(profile, 'accountAppsLocalState', address, (raw): AppRef => ({
      id: toBigInt(raw.id),
      deleted: raw.deleted === true,
      state: decodeTealState(raw['key-value']),
    })),

  /** Its transactions, newest first: the indexer's own order and paging for an account's list. */
  transactions: (profile: NetworkProfile, address: string, filters: ScopedTransactionParams = {}) =>
    entityListQuery(profile, 'accountTransactions', address, describeTransaction, filters),

  search: (profile: NetworkProfile, params: AccountSearchParams) =>
    searchQuery(profile, 'searchAccounts', { exclude: ['all'], ...params }, (raw): AccountView =>
      toAccountView(raw, 'indexer'),
    ),
};

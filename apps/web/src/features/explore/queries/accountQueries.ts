import type { AccountView } from '@sextant/core/explore/AccountView';
import type { AssetView } from '@sextant/core/explore/AssetView';
import { decodeTealState, type StateEntry } from '@sextant/core/explore/decodeTealState';
import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { loadAccount } from '@sextant/core/explore/loadAccount';
import { toAccountView, toHoldingView } from '@sextant/core/explore/toAccountView';
import { toAssetView } from '@sextant/core/explore/toAssetView';
import type { AccountSearchParams, ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { toBigInt } from '@sextant/core/format/toBigInt';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { pagedQuery } from './pagedQuery';
import { retryRead } from './retryRead';

export interface AppRef {
  id: bigint;
  deleted: boolean;
  /** An opted-in application's local state for this account. */
  state?: StateEntry[];
}

/**
 * Query options for an account and its lists. All are keyed under `queryKeys.ledger.account`, so a
 * commit that touches the account refreshes its page, lists and transactions at once.
 */
export const accountQueries = {
  detail: (profile: NetworkProfile, address: string) =>
    queryOptions({
      queryKey: queryKeys.ledger.account(profile.id, address),
      retry: retryRead,
      queryFn: ({ signal }) => loadAccount(profile, address, { signal }),
    }),

  assets: (profile: NetworkProfile, address: string) =>
    pagedQuery(
      queryKeys.ledger.account(profile.id, address, 'assets'),
      profile,
      (reader, page, options) => reader.accountAssets(address, page, options),
      toHoldingView,
    ),

  createdAssets: (profile: NetworkProfile, address: string) =>
    pagedQuery(
      queryKeys.ledger.account(profile.id, address, 'created-assets'),
      profile,
      (reader, page, options) => reader.accountCreatedAssets(address, page, options),
      (raw): AssetView => toAssetView(raw),
    ),

  createdApps: (profile: NetworkProfile, address: string) =>
    pagedQuery(
      queryKeys.ledger.account(profile.id, address, 'created-applications'),
      profile,
      (reader, page, options) => reader.accountCreatedApps(address, page, options),
      (raw): AppRef => ({ id: toBigInt(raw.id), deleted: raw.deleted === true }),
    ),

  optedInApps: (profile: NetworkProfile, address: string) =>
    pagedQuery(
      queryKeys.ledger.account(profile.id, address, 'apps-local-state'),
      profile,
      (reader, page, options) => reader.accountAppsLocalState(address, page, options),
      (raw): AppRef => ({
        id: toBigInt(raw.id),
        deleted: raw.deleted === true,
        state: decodeTealState(raw['key-value']),
      }),
    ),

  transactions: (profile: NetworkProfile, address: string, filters: ScopedTransactionParams = {}) =>
    pagedQuery(
      queryKeys.ledger.account(profile.id, address, 'transactions', filters),
      profile,
      (reader, page, options) => reader.accountTransactions(address, { ...filters, ...page }, options),
      describeTransaction,
    ),

  search: (profile: NetworkProfile, params: AccountSearchParams) =>
    pagedQuery(
      queryKeys.ledger.search(profile.id, 'accounts', params),
      profile,
      (reader, page, options) => reader.searchAccounts({ exclude: ['all'], ...params, ...page }, options),
      (raw): AccountView => toAccountView(raw, 'indexer'),
    ),
};

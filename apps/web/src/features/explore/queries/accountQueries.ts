import type { AccountView } from '@sextant/core/explore/AccountView';
import type { AssetView } from '@sextant/core/explore/AssetView';
import { decodeTealState, type StateEntry } from '@sextant/core/explore/decodeTealState';
import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { loadAccount } from '@sextant/core/explore/loadAccount';
import { toAccountView, toHoldingView } from '@sextant/core/explore/toAccountView';
import { toAssetView } from '@sextant/core/explore/toAssetView';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { AccountSearchParams, ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { toBigInt } from '@sextant/core/format/toBigInt';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, pagedQuery } from './pagedQuery';
import { retryRead } from './retryRead';

export interface AppRef {
  id: bigint;
  deleted: boolean;
  /** An opted-in application's local state for this account. */
  state?: StateEntry[];
}

/** Query options for an account and its lists, keyed `[network, endpoint, ...args]`. */
export const accountQueries = {
  detail: (profile: NetworkProfile, address: string) =>
    queryOptions({
      queryKey: [profile.id, '/v2/accounts/{id}', address] as const,
      retry: retryRead,
      queryFn: ({ signal }) => loadAccount(profile, address, { signal }),
    }),

  assets: (profile: NetworkProfile, address: string) =>
    pagedQuery(
      [profile.id, '/v2/accounts/{id}/assets', address],
      (next, signal) =>
        new IndexerReader(profile.indexer).accountAssets(
          address,
          { limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      toHoldingView,
    ),

  createdAssets: (profile: NetworkProfile, address: string) =>
    pagedQuery(
      [profile.id, '/v2/accounts/{id}/created-assets', address],
      (next, signal) =>
        new IndexerReader(profile.indexer).accountCreatedAssets(
          address,
          { limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      (raw): AssetView => toAssetView(raw),
    ),

  createdApps: (profile: NetworkProfile, address: string) =>
    pagedQuery(
      [profile.id, '/v2/accounts/{id}/created-applications', address],
      (next, signal) =>
        new IndexerReader(profile.indexer).accountCreatedApps(
          address,
          { limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      (raw): AppRef => ({ id: toBigInt(raw.id), deleted: raw.deleted === true }),
    ),

  optedInApps: (profile: NetworkProfile, address: string) =>
    pagedQuery(
      [profile.id, '/v2/accounts/{id}/apps-local-state', address],
      (next, signal) =>
        new IndexerReader(profile.indexer).accountAppsLocalState(
          address,
          { limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      (raw): AppRef => ({
        id: toBigInt(raw.id),
        deleted: raw.deleted === true,
        state: decodeTealState(raw['key-value']),
      }),
    ),

  transactions: (profile: NetworkProfile, address: string, filters: ScopedTransactionParams = {}) =>
    pagedQuery(
      [profile.id, '/v2/accounts/{id}/transactions', address, filters],
      (next, signal) =>
        new IndexerReader(profile.indexer).accountTransactions(
          address,
          { ...filters, limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      describeTransaction,
    ),

  search: (profile: NetworkProfile, params: AccountSearchParams) =>
    pagedQuery(
      [profile.id, '/v2/accounts', params],
      (next, signal) =>
        new IndexerReader(profile.indexer).searchAccounts(
          { exclude: ['all'], ...params, limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      (raw): AccountView => toAccountView(raw, 'indexer'),
    ),
};

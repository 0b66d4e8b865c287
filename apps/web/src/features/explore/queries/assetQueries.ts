import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { toAssetView } from '@sextant/core/explore/toAssetView';
import { toBigInt } from '@sextant/core/format/toBigInt';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { AssetSearchParams, ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { assetDetailQuery } from './assetDetailQuery';
import { PAGE_SIZE, pagedQuery } from './pagedQuery';

export interface HolderView {
  address: string;
  amount: bigint;
  frozen: boolean;
}

/** Query options for assets, keyed `[network, endpoint, ...args]`. An asset's params never change often: cached 1 min. */
export const assetQueries = {
  detail: assetDetailQuery,

  balances: (profile: NetworkProfile, id: bigint) =>
    pagedQuery(
      [profile.id, '/v2/assets/{id}/balances', String(id)],
      (next, signal) =>
        new IndexerReader(profile.indexer).assetBalances(
          id,
          { limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      (raw): HolderView => ({
        address: raw.address,
        amount: toBigInt(raw.amount),
        frozen: raw['is-frozen'] === true,
      }),
    ),

  transactions: (profile: NetworkProfile, id: bigint, filters: ScopedTransactionParams = {}) =>
    pagedQuery(
      [profile.id, '/v2/assets/{id}/transactions', String(id), filters],
      (next, signal) =>
        new IndexerReader(profile.indexer).assetTransactions(
          id,
          { ...filters, limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      describeTransaction,
    ),

  search: (profile: NetworkProfile, params: AssetSearchParams) =>
    pagedQuery(
      [profile.id, '/v2/assets', params],
      (next, signal) =>
        new IndexerReader(profile.indexer).searchAssets(
          { ...params, limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      toAssetView,
    ),
};

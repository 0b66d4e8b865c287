import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { toAssetView } from '@sextant/core/explore/toAssetView';
import { toBigInt } from '@sextant/core/format/toBigInt';
import type { AssetSearchParams, ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryKeys } from '../../../app/queries/queryKeys';
import { assetDetailQuery } from './assetDetailQuery';
import { pagedQuery } from './pagedQuery';

export interface HolderView {
  address: string;
  amount: bigint;
  frozen: boolean;
}

/** Query options for assets: an asset's own reads are keyed under `queryKeys.ledger.asset`. */
export const assetQueries = {
  detail: assetDetailQuery,

  balances: (profile: NetworkProfile, id: bigint) =>
    pagedQuery(
      queryKeys.ledger.asset(profile.id, id, 'balances'),
      profile,
      (reader, page, options) => reader.assetBalances(id, page, options),
      (raw): HolderView => ({
        address: raw.address,
        amount: toBigInt(raw.amount),
        frozen: raw['is-frozen'] === true,
      }),
    ),

  transactions: (profile: NetworkProfile, id: bigint, filters: ScopedTransactionParams = {}) =>
    pagedQuery(
      queryKeys.ledger.asset(profile.id, id, 'transactions', filters),
      profile,
      (reader, page, options) => reader.assetTransactions(id, { ...filters, ...page }, options),
      describeTransaction,
    ),

  search: (profile: NetworkProfile, params: AssetSearchParams) =>
    pagedQuery(
      queryKeys.ledger.search(profile.id, 'assets', params),
      profile,
      (reader, page, options) => reader.searchAssets({ ...params, ...page }, options),
      toAssetView,
    ),
};

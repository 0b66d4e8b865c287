import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { TransactionSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { pagedQuery } from './pagedQuery';
import { retryRead } from './retryRead';

/** Query options for transactions. A confirmed transaction (and group) never changes. */
export const transactionQueries = {
  detail: (profile: NetworkProfile, txid: string) =>
    queryOptions({
      queryKey: queryKeys.ledger.transaction(profile.id, txid),
      retry: retryRead,
      queryFn: async ({ signal }) =>
        describeTransaction(
          (await new IndexerReader(profile.indexer).lookupTransaction(txid, { signal })).item,
        ),
      staleTime: Infinity,
    }),

  group: (profile: NetworkProfile, groupId: string) =>
    queryOptions({
      queryKey: queryKeys.ledger.group(profile.id, groupId),
      retry: retryRead,
      queryFn: async ({ signal }) => {
        const page = await new IndexerReader(profile.indexer).searchTransactions(
          { 'group-id': groupId, limit: 16 },
          { signal },
        );
        return page.items.map(describeTransaction);
      },
      staleTime: Infinity,
    }),

  search: (profile: NetworkProfile, params: TransactionSearchParams) =>
    pagedQuery(
      queryKeys.ledger.search(profile.id, 'transactions', params),
      profile,
      (reader, page, options) => reader.searchTransactions({ ...params, ...page }, options),
      describeTransaction,
    ),
};

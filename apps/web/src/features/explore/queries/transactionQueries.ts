import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { TransactionSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, pagedQuery } from './pagedQuery';
import { retryRead } from './retryRead';

/** Query options for transactions, keyed `[network, endpoint, ...args]`. A confirmed transaction never changes. */
export const transactionQueries = {
  detail: (profile: NetworkProfile, txid: string) =>
    queryOptions({
      queryKey: [profile.id, '/v2/transactions/{txid}', txid] as const,
      retry: retryRead,
      queryFn: async ({ signal }) =>
        describeTransaction(
          (await new IndexerReader(profile.indexer).lookupTransaction(txid, { signal })).item,
        ),
      staleTime: Infinity,
    }),

  group: (profile: NetworkProfile, groupId: string) =>
    queryOptions({
      queryKey: [profile.id, '/v2/transactions', 'group', groupId] as const,
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
      [profile.id, '/v2/transactions', params],
      (next, signal) =>
        new IndexerReader(profile.indexer).searchTransactions(
          { ...params, limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      describeTransaction,
    ),
};

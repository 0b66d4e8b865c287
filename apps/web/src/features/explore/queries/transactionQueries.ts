import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import type { TransactionView } from '@sextant/core/explore/TransactionView';
import { toBigInt } from '@sextant/core/format/toBigInt';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { TransactionSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { LATEST_INTERVAL_MS } from './blockQueries';
import { PAGE_SIZE, pagedQuery } from './pagedQuery';
import { retryRead } from './retryRead';

/** The most one window of the latest-transactions query asks for. */
const LATEST_WINDOW_LIMIT = 1000;

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

  /**
   * The newest transactions first, for the home screen: a window of rounds ending at the indexer's
   * round, widened (1, 2, 4 … 64 rounds) until it holds `count`, so a busy network costs one request.
   */
  latest: (profile: NetworkProfile, count = 8) =>
    queryOptions({
      queryKey: [profile.id, '/v2/transactions', 'latest', count] as const,
      retry: retryRead,
      queryFn: async ({ signal }) => {
        const reader = new IndexerReader(profile.indexer);
        const round = toBigInt((await reader.searchTransactions({ limit: 1 }, { signal })).currentRound);
        let found: TransactionView[] = [];
        for (let width = 1n; width <= 64n; width *= 2n) {
          const min = round >= width - 1n ? round - width + 1n : 0n;
          const page = await reader.searchTransactions(
            { 'min-round': min, limit: LATEST_WINDOW_LIMIT },
            { signal },
          );
          // A full page may have cut off the newest: keep the narrower window's answer then.
          if (page.items.length >= LATEST_WINDOW_LIMIT && found.length > 0) break;
          found = page.items.map(describeTransaction);
          if (found.length >= count || min === 0n) break;
        }
        return found.reverse().slice(0, count);
      },
      refetchInterval: LATEST_INTERVAL_MS,
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

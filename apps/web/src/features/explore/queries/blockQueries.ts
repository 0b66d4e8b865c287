import { loadBlock } from '@sextant/core/explore/loadBlock';
import { toBlockHeaderView } from '@sextant/core/explore/toBlockView';
import { toBigInt } from '@sextant/core/format/toBigInt';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { BlockHeaderSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, pagedQuery } from './pagedQuery';
import { retryRead } from './retryRead';

/** How often the home screen's latest lists refresh (only while the page is visible: TanStack's default). */
export const LATEST_INTERVAL_MS = 5_000;

/** Query options for blocks, keyed `[network, endpoint, ...args]`. A committed block never changes. */
export const blockQueries = {
  detail: (profile: NetworkProfile, round: bigint) =>
    queryOptions({
      queryKey: [profile.id, '/v2/blocks/{round}', String(round)] as const,
      retry: retryRead,
      queryFn: ({ signal }) => loadBlock(profile, round, { signal }),
      staleTime: Infinity,
    }),

  /** The newest headers first: the indexer lists ascending, so ask for the window ending at its round. */
  latest: (profile: NetworkProfile, count = 8) =>
    queryOptions({
      queryKey: [profile.id, '/v2/block-headers', 'latest', count] as const,
      retry: retryRead,
      queryFn: async ({ signal }) => {
        const reader = new IndexerReader(profile.indexer);
        const round = toBigInt((await reader.searchBlockHeaders({ limit: 1 }, { signal })).currentRound);
        const min = round >= BigInt(count) ? round - BigInt(count) + 1n : 0n;
        const page = await reader.searchBlockHeaders({ 'min-round': min, limit: count }, { signal });
        return page.items.map(toBlockHeaderView).sort((a, b) => (a.round < b.round ? 1 : -1));
      },
      refetchInterval: LATEST_INTERVAL_MS,
    }),

  search: (profile: NetworkProfile, params: BlockHeaderSearchParams) =>
    pagedQuery(
      [profile.id, '/v2/block-headers', params],
      (next, signal) =>
        new IndexerReader(profile.indexer).searchBlockHeaders(
          { ...params, limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      toBlockHeaderView,
    ),
};

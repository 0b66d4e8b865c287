import { loadBlock } from '@sextant/core/explore/loadBlock';
import { toBlockHeaderView } from '@sextant/core/explore/toBlockView';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { BlockHeaderSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, pagedQuery } from './pagedQuery';
import { retryRead } from './retryRead';

/** Query options for blocks, keyed `[network, endpoint, ...args]`. A committed block never changes. */
export const blockQueries = {
  detail: (profile: NetworkProfile, round: bigint) =>
    queryOptions({
      queryKey: [profile.id, '/v2/blocks/{round}', String(round)] as const,
      retry: retryRead,
      queryFn: ({ signal }) => loadBlock(profile, round, { signal }),
      staleTime: Infinity,
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

import { blockTxnCounts } from '@sextant/core/explore/blockTxnCounts';
import { loadBlock } from '@sextant/core/explore/loadBlock';
import type { BlockHeaderView } from '@sextant/core/explore/BlockView';
import { toBlockHeaderView } from '@sextant/core/explore/toBlockView';
import { toBigInt } from '@sextant/core/format/toBigInt';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { BlockHeaderSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { PAGE_SIZE, type ViewPage } from './pagedQuery';
import { searchQuery } from './searchQuery';
import { readQuery } from './readQuery';
import { retryRead } from './retryRead';

/** Query options for blocks. A committed block never changes; the newest-first list grows with each one. */
export const blockQueries = {
  detail: (profile: NetworkProfile, round: bigint) =>
    readQuery(
      queryKeys.ledger.block(profile.id, round),
      (options) => loadBlock(profile, round, options),
      Infinity,
    ),

  /**
   * The newest headers first with their transaction counts, `PAGE_SIZE` rounds at a time going back: each "load more" asks for the
   * window of rounds just below the last one shown (the indexer itself only pages forward).
   */
  recent: (profile: NetworkProfile) =>
    infiniteQueryOptions({
      queryKey: queryKeys.ledger.latest(profile.id, 'blocks', 'paged') as readonly unknown[],
      retry: retryRead,
      queryFn: async ({ pageParam, signal }): Promise<ViewPage<BlockHeaderView>> => {
        const reader = new IndexerReader(profile.indexer);
        const top =
          pageParam === undefined
            ? toBigInt((await reader.searchBlockHeaders({ limit: 1 }, { signal })).currentRound)
            : BigInt(pageParam);
        const size = BigInt(PAGE_SIZE);
        const min = top >= size ? top - size + 1n : 0n;
        // One block more, below the window: the oldest block's transaction count needs its counter.
        const page = await reader.searchBlockHeaders(
          {
            'min-round': String(min > 0n ? min - 1n : 0n) as `${bigint}`,
            'max-round': String(top) as `${bigint}`,
            limit: PAGE_SIZE + 1,
          },
          { signal },
        );
        const items = blockTxnCounts(page.items.map(toBlockHeaderView), min);
        return { items, ...(min > 0n && { nextToken: String(min - 1n) }) };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: ViewPage<BlockHeaderView>) => last.nextToken,
    }),

  search: (profile: NetworkProfile, params: BlockHeaderSearchParams) =>
    searchQuery(profile, 'searchBlockHeaders', params, toBlockHeaderView),
};

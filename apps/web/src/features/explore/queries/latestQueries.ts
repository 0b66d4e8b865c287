import type { ReadOptions } from '@sextant/core/explore/readJson';
import { blockTxnCounts } from '@sextant/core/explore/blockTxnCounts';
import { summarizeTransaction } from '@sextant/core/explore/summarizeTransaction';
import { toBlockHeaderView } from '@sextant/core/explore/toBlockView';
import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import { toBigInt } from '@sextant/core/format/toBigInt';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { retryRead } from './retryRead';

/** How often the home screen's latest lists refresh (only while the page is visible: TanStack's default). */
export const LATEST_INTERVAL_MS = 5_000;

/** The most one window of the latest-transactions query asks for. */
const LATEST_WINDOW_LIMIT = 1000;

/** The newest `count` of a list, read from the indexer, refreshed every `LATEST_INTERVAL_MS`. */
function latestQuery<T>(
  profile: NetworkProfile,
  list: string,
  count: number,
  read: (reader: IndexerReader, options: ReadOptions) => Promise<T[]>,
) {
  return queryOptions({
    queryKey: queryKeys.ledger.latest(profile.id, list, count),
    retry: retryRead,
    queryFn: ({ signal }) => read(new IndexerReader(profile.indexer), { signal }),
    refetchInterval: LATEST_INTERVAL_MS,
  });
}

/**
 * The home screen's lists, keyed under `queryKeys.ledger.latest` (any commit refreshes them). Kept apart from the other
 * factories and built on summaries only, so the first screen does not load the full transaction view.
 */
export const latestQueries = {
  /**
   * The newest headers first, each with its transaction count: the indexer lists ascending, so ask
   * for the window ending at its round, and the block below it for the oldest one's count.
   */
  blocks: (profile: NetworkProfile, count = 8) =>
    latestQuery(profile, 'blocks', count, async (reader, options) => {
      const round = toBigInt((await reader.searchBlockHeaders({ limit: 1 }, options)).currentRound);
      const min = round >= BigInt(count) ? round - BigInt(count) + 1n : 0n;
      const below = min > 0n ? min - 1n : 0n;
      const page = await reader.searchBlockHeaders({ 'min-round': below, limit: count + 1 }, options);
      return blockTxnCounts(page.items.map(toBlockHeaderView), min);
    }),

  /**
   * The newest transactions first: a window of rounds ending at the indexer's round, widened
   * (4, 16, 64, 256 rounds) until it holds `count`: a busy network costs one request, a quiet one four.
   */
  transactions: (profile: NetworkProfile, count = 8) =>
    latestQuery(profile, 'transactions', count, async (reader, options) => {
      const round = toBigInt((await reader.searchTransactions({ limit: 1 }, options)).currentRound);
      let found: TxnSummary[] = [];
      for (let width = 4n; width <= 256n; width *= 4n) {
        const min = round >= width - 1n ? round - width + 1n : 0n;
        const page = await reader.searchTransactions(
          { 'min-round': min, limit: LATEST_WINDOW_LIMIT },
          options,
        );
        // A full page may have cut off the newest: keep the narrower window's answer then.
        if (page.items.length >= LATEST_WINDOW_LIMIT && found.length > 0) break;
        found = page.items.map(summarizeTransaction);
        if (found.length >= count || min === 0n) break;
      }
      return found.reverse().slice(0, count);
    }),
};

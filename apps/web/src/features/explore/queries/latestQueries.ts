import type { ReadOptions } from '@sextant/core/explore/readJson';
import type { BlockHeaderView } from '@sextant/core/explore/BlockView';
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

/** The most one window of the latest-transactions read asks for. */
const LATEST_WINDOW_LIMIT = 1000;

/** How many blocks and transactions the home screen lists. */
export const LATEST_COUNT = 8;

/** The key of the home screen's read of the tip (the header reads its round while it is on screen). */
export const latestLedgerKey = (net: string, count = LATEST_COUNT) =>
  queryKeys.ledger.latest(net, 'ledger', count);

/**
 * What the home screen shows of the ledger's tip, read at one round: its "Last round" tile and both
 * latest lists come from this one answer, so the tile never lags the lists.
 */
export interface LatestLedger {
  /** The indexer's round: the newest block's. */
  round: bigint;
  /** The newest block headers first, each with its transaction count. */
  blocks: BlockHeaderView[];
  /** The newest transactions first. */
  transactions: TxnSummary[];
}

/**
 * The newest `count` headers ending at `round`: the indexer lists ascending, so ask for the window
 * ending there, with the block below it for the oldest one's count.
 */
async function latestBlocks(reader: IndexerReader, round: bigint, count: number, options: ReadOptions) {
  const min = round >= BigInt(count) ? round - BigInt(count) + 1n : 0n;
  const below = min > 0n ? min - 1n : 0n;
  const page = await reader.searchBlockHeaders({ 'min-round': below, limit: count + 1 }, options);
  return blockTxnCounts(page.items.map(toBlockHeaderView), min);
}

/**
 * The newest `count` transactions up to `round`: a window of rounds ending there, widened (4, 16,
 * 64, 256 rounds) until it holds `count`: a busy network costs one request, a quiet one four.
 */
async function latestTransactions(reader: IndexerReader, round: bigint, count: number, options: ReadOptions) {
  let found: TxnSummary[] = [];
  for (let width = 4n; width <= 256n; width *= 4n) {
    const min = round >= width - 1n ? round - width + 1n : 0n;
    const page = await reader.searchTransactions(
      { 'min-round': min, 'max-round': round, limit: LATEST_WINDOW_LIMIT },
      options,
    );
    // A full page may have cut off the newest: keep the narrower window's answer then.
    if (page.items.length >= LATEST_WINDOW_LIMIT && found.length > 0) break;
    found = page.items.map(summarizeTransaction);
    if (found.length >= count || min === 0n) break;
  }
  return found.reverse().slice(0, count);
}

/** The newest `count` blocks and transactions at `round`, side by side (the home screen's second round trip). */
export function latestAt(
  profile: NetworkProfile,
  round: bigint,
  count = LATEST_COUNT,
  options: ReadOptions = {},
) {
  const reader = new IndexerReader(profile.indexer);
  return Promise.all([
    latestBlocks(reader, round, count, options),
    latestTransactions(reader, round, count, options),
  ]);
}

/**
 * The home screen's read, keyed under `queryKeys.ledger.latest` (any commit refreshes it), refreshed
 * every `LATEST_INTERVAL_MS`: the indexer's round (one small request), then the `count` newest
 * blocks and transactions at that round side by side. Built on summaries only, so the first screen
 * does not load the full transaction view.
 */
export const latestQueries = {
  ledger: (profile: NetworkProfile, count = LATEST_COUNT) =>
    queryOptions({
      queryKey: latestLedgerKey(profile.id, count),
      retry: retryRead,
      refetchInterval: LATEST_INTERVAL_MS,
      queryFn: async ({ signal }): Promise<LatestLedger> => {
        const options = { signal };
        const tip = await new IndexerReader(profile.indexer).searchBlockHeaders({ limit: 1 }, options);
        const round = toBigInt(tip.currentRound);
        const [blocks, transactions] = await latestAt(profile, round, count, options);
        return { round, blocks, transactions };
      },
    }),
};

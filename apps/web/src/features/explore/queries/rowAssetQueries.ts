import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { InfiniteData } from '@tanstack/react-query';
import type { EarlyNext } from '@sextant/core/http/earlyRequests';
import { startQueryFunction, type RouteQuery } from '../../../app/routeData/RouteQueries';
import { VIRTUALIZE_FROM } from '../../../ui/virtualListSizes';
import { assetDetailQuery } from './assetDetailQuery';
import type { ViewPage } from './pagedQuery';

/**
 * The asset params a list's rows ask for (an amount in its asset's unit, a holding's name), one
 * query per asset. Only for a list short enough to render every row: a longer one renders only what
 * is in view (VirtualList), and those rows ask for their own.
 */
export function rowAssetQueries<R>(
  profile: NetworkProfile,
  rows: readonly R[],
  assetOf: (row: R) => bigint | undefined,
): RouteQuery[] {
  if (rows.length > VIRTUALIZE_FROM) return [];
  const ids = new Set(rows.map(assetOf).filter((id) => id !== undefined));
  return [...ids].map((id) => assetDetailQuery(profile, id));
}

/**
 * The early twin of `rowAssetQueries(…, txnRowAsset)` over an indexer list of transactions: the
 * asset of every asset transfer in the answer, asked by the page's HTML (`sentEarly`).
 */
export const txnRowAssetsEarly = (profile: NetworkProfile): EarlyNext => ({
  pick: ['transactions', '*', 'asset-transfer-transaction', 'asset-id'],
  ask: (id) => startQueryFunction(assetDetailQuery(profile, id)),
});

/** The asset a transaction row shows an amount of (`TxnRow`). */
export const txnRowAsset = (txn: TxnSummary): bigint | undefined =>
  txn.amount?.kind === 'asset' ? txn.amount.assetId : undefined;

/** A paged list's first page, as the page reads it (the rows shown first). */
export function firstPageOf<V>(answer: InfiniteData<ViewPage<V>>): readonly V[] {
  return answer.pages[0]?.items ?? [];
}

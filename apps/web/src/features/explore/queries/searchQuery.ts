import type { ReadOptions } from '@sextant/core/explore/readJson';
import type { IdxPage } from '@sextant/core/indexer/indexerModels';
import type { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryKeys } from '../../../app/queries/queryKeys';
import { filteredQuery } from './pagedQuery';

/** The indexer's searches, by `IndexerReader` method: `searchAssets`, `searchBlockHeaders`, ... */
type SearchMethod = Extract<keyof IndexerReader, `search${string}`>;
type SearchParams<M extends SearchMethod> = NonNullable<Parameters<IndexerReader[M]>[0]>;
type SearchItem<M extends SearchMethod> = Awaited<ReturnType<IndexerReader[M]>>['items'][number];

/**
 * The indexer's search through `method` as a paged query, keyed under `queryKeys.ledger.search` by
 * the searched resource (`assets` for `searchAssets`), so any commit refreshes it.
 */
export function searchQuery<M extends SearchMethod, V>(
  profile: NetworkProfile,
  method: M,
  params: SearchParams<M>,
  toView: (raw: SearchItem<M>) => V,
) {
  const resource = method.charAt(6).toLowerCase() + method.slice(7);
  const search = (reader: IndexerReader, query: SearchParams<M>, options: ReadOptions) =>
    (reader[method] as (q: SearchParams<M>, o: ReadOptions) => Promise<IdxPage<SearchItem<M>>>).call(
      reader,
      query,
      options,
    );
  return filteredQuery(
    queryKeys.ledger.search(profile.id, resource, params),
    profile,
    params,
    search,
    toView,
  );
}

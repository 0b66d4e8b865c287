import type { ReadOptions } from '@sextant/core/explore/readJson';
import type { IdxPage } from '@sextant/core/indexer/indexerModels';
import type { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryKeys } from '../../../app/queries/queryKeys';
import { filteredQuery } from './pagedQuery';

type Entity = 'account' | 'asset' | 'application';

/** The indexer's lists under one entity, by `IndexerReader` method: `accountAssets`, `assetBalances`, ... */
type ListMethod = Exclude<Extract<keyof IndexerReader, `${Entity}${string}`>, 'applicationBox'>;
type ListItem<M extends ListMethod> = Awaited<ReturnType<IndexerReader[M]>>['items'][number];
type EntityId<M extends ListMethod> = Parameters<IndexerReader[M]>[0];

/**
 * A list the indexer pages under one account, asset or application (its holdings, holders, logs,
 * transactions with `filters`) as a paged query, keyed under that entity's `queryKeys.ledger` key
 * by the method's name, so a commit that touches the entity refreshes its lists with it.
 */
export function entityListQuery<M extends ListMethod, V>(
  profile: NetworkProfile,
  method: M,
  id: EntityId<M>,
  toView: (raw: ListItem<M>) => V,
  filters?: ScopedTransactionParams,
) {
  const entity: Entity = method.startsWith('account')
    ? 'account'
    : method.startsWith('asset')
      ? 'asset'
      : 'application';
  const key = queryKeys.ledger[entity](
    profile.id,
    id as string,
    method,
    ...(filters === undefined ? [] : [filters]),
  );
  const list = (reader: IndexerReader, query: ScopedTransactionParams, options: ReadOptions) =>
    (
      reader[method] as (
        id: EntityId<M>,
        q: ScopedTransactionParams,
        o: ReadOptions,
      ) => Promise<IdxPage<ListItem<M>>>
    ).call(reader, id, query, options);
  return filteredQuery(key, profile, filters ?? {}, list, toView);
}

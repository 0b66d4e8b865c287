import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../ui/LoadMore';
import { StateMessage } from '../../../ui/StateMessage';
import { UI_LABELS } from '../../../ui/uiLabels';
import { VirtualList } from '../../../ui/VirtualList';
import type { ViewPage } from '../queries/pagedQuery';
import { ReadErrorState } from './ReadErrorState';

/**
 * An indexer list with its states: loading, error (or "needs an indexer"), empty, then the rows and
 * "load more" while the indexer has a next token. Rows render through VirtualList.
 */
export function PagedList<V>({
  query,
  empty,
  label,
  rowKey,
  renderRow,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ViewPage<V>>>;
  empty: string;
  label: string;
  rowKey: (item: V, index: number) => string;
  renderRow: (item: V, index: number) => ReactNode;
}) {
  if (query.isPending) return <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>;
  if (query.isError) return <ReadErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <StateMessage kind="empty">{empty}</StateMessage>;
  return (
    <div>
      <VirtualList items={items} rowKey={rowKey} renderRow={renderRow} label={label} />
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </div>
  );
}

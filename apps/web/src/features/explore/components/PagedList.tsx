import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadMore } from '../../../ui/LoadMore';
import { StateMessage } from '../../../ui/StateMessage';
import { UI_LABELS } from '../../../ui/uiLabels';
import { VirtualList } from '../../../ui/VirtualList';
import { VIRTUALIZE_FROM } from '../../../ui/virtualListSizes';
import type { ViewPage } from '../queries/pagedQuery';
import { ReadErrorState } from './ReadErrorState';

/**
 * An indexer list with its states: loading, error (or "needs an indexer"), empty, then the rows and
 * "load more" while the indexer has a next token. Rows render through VirtualList. The next page also
 * loads on scroll: when the foot of a short list comes into view, or when a long (virtualised)
 * list's box is scrolled near its end — each time one page through the indexer's `next` token.
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
  // Scroll-triggered loads never cancel one in flight (that would ask for the same page twice).
  const loadOnScroll = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage({ cancelRefetch: false });
  };
  return (
    <div>
      <VirtualList
        items={items}
        rowKey={rowKey}
        renderRow={renderRow}
        label={label}
        onEndReached={loadOnScroll}
      />
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
        auto={items.length <= VIRTUALIZE_FROM}
      />
    </div>
  );
}

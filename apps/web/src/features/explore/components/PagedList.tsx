import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadMore } from '../../../ui/LoadMore';
import { QueryBoundary } from '../../../ui/QueryBoundary';
import { VirtualList } from '../../../ui/VirtualList';
import { VIRTUALIZE_FROM } from '../../../ui/virtualListSizes';
import type { PagedOptions } from '../queries/pagedQuery';
import type { RowKind } from './RowKind';

export interface PagedListProps<V> {
  options: PagedOptions<V>;
  empty: string;
  label: string;
  rows: RowKind<V>;
}

/**
 * An indexer list with its states: loading, error (or "needs an indexer"), empty, then the rows and
 * "load more" while the indexer has a next token. It asks only once drawn: a list in a tab that is not
 * open asks nothing. Rows render through VirtualList. The next page also loads on scroll: when the
 * foot of a short list comes into view, or when a long (virtualised) list's box is scrolled near its
 * end — each time one page through the indexer's `next` token.
 */
export function PagedList<V>({ options, empty, label, rows }: PagedListProps<V>) {
  const query = useInfiniteQuery(options);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  // Scroll-triggered loads never cancel one in flight (that would ask for the same page twice).
  const loadOnScroll = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage({ cancelRefetch: false });
  };
  return (
    <QueryBoundary query={query} empty={{ when: () => items.length === 0, text: empty }}>
      {() => (
        <div className="@container">
          {rows.header}
          <VirtualList
            items={items}
            rowKey={rows.key}
            renderRow={rows.render}
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
      )}
    </QueryBoundary>
  );
}

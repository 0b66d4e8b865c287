import type { ReadOptions } from '@sextant/core/explore/readJson';
import { queryOptions } from '@tanstack/react-query';
import { retryRead } from './retryRead';

/**
 * One read from the node or indexer as query options: retried as `retryRead` says, cancelled with
 * the query. `staleTime` for what changes seldom or never (a committed block, a transaction).
 */
export function readQuery<T>(
  queryKey: readonly unknown[],
  read: (options: ReadOptions) => Promise<T>,
  staleTime?: number,
) {
  return queryOptions({
    queryKey,
    retry: retryRead,
    queryFn: ({ signal }) => read({ signal }),
    ...(staleTime !== undefined && { staleTime }),
  });
}

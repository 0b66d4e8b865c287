import type { ReactNode } from 'react';
import { ReadErrorState } from './ReadErrorState';
import { StateMessage } from './StateMessage';
import { UI_LABELS } from './uiLabels';

/** What the boundary reads of a TanStack query, a plain or an infinite one. */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** An answer that holds nothing: its sentence, and whether that means "no such thing" (a group) or an empty list. */
export interface EmptyAnswer<T> {
  when: (data: T) => boolean;
  text: string;
  kind?: 'empty' | 'notFound';
}

export interface QueryBoundaryProps<T> {
  query: QueryState<T>;
  /** Said instead of asking when what the URL names cannot exist (a malformed id); false when it can. */
  invalid?: string | false | undefined;
  /** The screen's own sentence when the service knows no such thing. */
  notFound?: string | undefined;
  empty?: EmptyAnswer<T> | undefined;
  children: (data: T) => ReactNode;
}

/**
 * Every read's states in one order, so each screen and list says them alike: invalid id, loading,
 * error (not found, needs an indexer, or the service's words with a retry), empty, then the content.
 */
export function QueryBoundary<T>({ query, invalid, notFound, empty, children }: QueryBoundaryProps<T>) {
  if (invalid !== undefined && invalid !== false)
    return <StateMessage kind="notFound">{invalid}</StateMessage>;
  if (query.isPending) return <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>;
  if (query.isError)
    return <ReadErrorState error={query.error} notFound={notFound} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (empty?.when(data) === true)
    return <StateMessage kind={empty.kind ?? 'empty'}>{empty.text}</StateMessage>;
  return children(data);
}

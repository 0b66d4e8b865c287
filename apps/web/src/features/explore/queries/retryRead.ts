import { isReadError } from '@sextant/core/explore/ReadError';

/**
 * Retry once, and only what may pass on a second try (unreachable, a server error). Not found, a
 * refused request or token, or no indexer will answer the same again: show them at once.
 */
export function retryRead(failureCount: number, error: Error): boolean {
  if (
    isReadError(
      error,
      'READ_NOT_FOUND',
      'READ_BAD_REQUEST',
      'READ_BAD_TOKEN',
      'READ_NO_INDEXER',
      'READ_BAD_RESPONSE',
    )
  )
    return false;
  return failureCount < 1;
}

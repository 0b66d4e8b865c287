import type { ReadErrorCode } from '@sextant/core/explore/ReadError';

/** Texts of a failed read (any explorer screen, list or value); tests assert these. */
export const READ_ERROR_LABELS = {
  needsIndexer: 'This needs an indexer; this network has none that answers.',
  byCode: {
    READ_NOT_FOUND: 'Not found.',
    READ_UNREACHABLE: 'The service did not answer.',
    READ_BAD_TOKEN: 'The service refused the token. Check the network in Settings.',
    READ_BAD_REQUEST: 'The service refused the request.',
    READ_HTTP_STATUS: 'The service answered with an error.',
    READ_BAD_RESPONSE: 'The service sent an answer Sextant cannot read.',
    READ_NO_INDEXER: 'This needs an indexer; this network has none configured.',
  } satisfies Record<ReadErrorCode, string>,
  unexpected: 'Something went wrong while reading.',
} as const;

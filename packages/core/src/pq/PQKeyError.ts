import { SextantError } from '../errors/SextantError';

export type PQKeyErrorCode = 'pq-bad-file' | 'pq-unknown-scheme' | 'pq-bad-key' | 'pq-salt-not-canonical';

/** A post-quantum key that cannot be read or used; `message` is one of `PQ_MESSAGES`. */
export class PQKeyError extends SextantError<PQKeyErrorCode> {
  override name = 'PQKeyError';
}

import type { JsonObject } from './readJson';

/**
 * What a service answered for one thing, as parsed (uint64 beyond 2^53 kept as bigint): shown by
 * "View JSON". `path` is the request (with its query string), `json` the object that describes the
 * thing (the indexer's `account`, `asset`, … object; algod's whole answer, or its `block`).
 */
export interface RawAnswer {
  service: 'indexer' | 'algod';
  path: string;
  json: JsonObject;
}

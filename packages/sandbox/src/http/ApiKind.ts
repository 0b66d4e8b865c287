/** The three APIs the sandbox serves; each has its own token header and error body shape. */
export type ApiKind = 'algod' | 'indexer' | 'kmd';

export const TOKEN_HEADERS: Record<ApiKind, string> = {
  algod: 'X-Algo-API-Token',
  indexer: 'X-Indexer-API-Token',
  kmd: 'X-KMD-API-Token',
};

/** The three services a network profile can point at. */
export type ServiceKind = 'algod' | 'indexer' | 'kmd';

/** Where one service answers, already validated and normalised (see validateNetworkForm). */
export interface EndpointConfig {
  /** scheme://host, or scheme://host:port; no path, no credentials, no trailing slash. */
  url: string;
  /** Overrides the URL's port; null keeps the URL's own (or the scheme's default). */
  port: number | null;
  /** '' or a path starting with '/' and not ending with one, put before every API path. */
  pathPrefix: string;
  /** '' when the service needs no token. */
  token: string;
  tokenHeader: string;
}

export interface NetworkProfile {
  /** URL segment: `/sandbox/...`; a custom network's id is its slugified name. */
  id: string;
  name: string;
  builtIn: boolean;
  algod: EndpointConfig;
  indexer?: EndpointConfig;
  kmd?: EndpointConfig;
}

/** The header each service reads its token from, unless a profile names another. */
export const DEFAULT_TOKEN_HEADERS: Readonly<Record<ServiceKind, string>> = {
  algod: 'X-Algo-API-Token',
  indexer: 'X-Indexer-API-Token',
  kmd: 'X-KMD-API-Token',
};

/** The three APIs a browser sandbox answers. */
export type SandboxApi = 'algod' | 'indexer' | 'kmd';

/** A sandbox network running where its caller runs (a Service Worker), persisted in IndexedDB. */
export interface BrowserSandbox {
  /** Answers one API request. `request.url`'s path is the API's own path (`/v2/status`, `/v1/wallets`…). */
  fetch(api: SandboxApi, request: Request): Promise<Response>;
  /** The API token the three APIs expect (LocalNet's 'a' * 64). */
  token: string;
  /** The current network's genesis id (`sextant-browser-v1` for one made here; an imported one keeps its own). */
  readonly genesisId: string;
  /** The whole network (genesis + every block + kmd wallets) as one file (`networkFile`). */
  exportNetwork(): Promise<Uint8Array>;
  /** Replaces the network with an exported one (validated first; a bad file changes nothing). */
  importNetwork(bytes: Uint8Array): Promise<void>;
  /** Wipes storage and starts a fresh genesis (new funded accounts). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

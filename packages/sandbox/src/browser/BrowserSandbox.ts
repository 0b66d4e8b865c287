import type { ForkOptions } from '../fork/ForkOptions';

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
  /** The remote algod's URL when the network is a fork of another, else undefined. */
  readonly forkOf: string | undefined;
  /** The whole network (genesis + every block + kmd wallets) as one file (`networkFile`); a fork refuses. */
  exportNetwork(): Promise<Uint8Array>;
  /** Replaces the network with an exported one (validated first; a bad file changes nothing). */
  importNetwork(bytes: Uint8Array): Promise<void>;
  /** Wipes storage and starts a fresh genesis (new funded accounts); a fork becomes a plain network. */
  reset(): Promise<void>;
  /**
   * Replaces the network with a fork of `options.url` (its latest round, genesis id and hash; the
   * ledger reads through to it), kept in storage. A remote that cannot be read changes nothing:
   * `ForkError` 'cors' when it answers but refuses this origin, 'unreachable' / 'timeout' / 'status'.
   */
  fork(options: ForkOptions): Promise<void>;
  close(): Promise<void>;
}

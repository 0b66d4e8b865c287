/** `--fork URL [--fork-token T] [--fork-indexer URL]` (and the Browser network's fork). */
export interface ForkOptions {
  /** The remote algod's URL. */
  url: string;
  token?: string;
  indexerUrl?: string;
  /** Each remote request's time limit (default 10 s). */
  timeoutMs?: number;
}

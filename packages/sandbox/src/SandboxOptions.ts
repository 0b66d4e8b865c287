import type { ForkOptions } from './fork/ForkOptions';

/** How a sandbox is started; every field has the AlgoKit LocalNet default. */
export interface SandboxOptions {
  host?: string;
  algodPort?: number;
  indexerPort?: number;
  kmdPort?: number;
  /** Where the block log, genesis and kmd wallets live; absent: in memory only. */
  dataDir?: string;
  /** Funded accounts made at genesis (in kmd's unencrypted-default-wallet). */
  accounts?: number;
  /** Wipe the data dir first. */
  reset?: boolean;
  /**
   * Consent to cut a damaged block log at its first bad record (kept beside it as
   * `blocks.log.cut-<round>`); without it a damaged log refuses to start (`CorruptBlockLogError`).
   */
  repair?: boolean;
  token?: string;
  /** Serve the indexer without a token, as real indexers often run (LocalNet's default: the token). */
  indexerNoToken?: boolean;
  /** Consensus version reported in headers, `/v2/status` and params (algod's `future` by default). */
  consensusVersion?: string;
  /** Fork this network (its algod's URL and token; its indexer): the ledger reads through to it. */
  fork?: ForkOptions;
}

export const DEFAULT_TOKEN = 'a'.repeat(64);

export const DEFAULTS = {
  host: '127.0.0.1',
  algodPort: 4001,
  indexerPort: 8980,
  kmdPort: 4002,
  accounts: 5,
  token: DEFAULT_TOKEN,
  consensusVersion: 'future',
  /** The genesis `network` of a new data dir: its genesis id is `sandnet-v1`. */
  network: 'sandnet',
} as const;

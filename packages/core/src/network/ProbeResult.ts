import type { ProbeError } from '../errors/ProbeError';

/** What the probe learned from algod; the header and home screen render this. */
export interface AlgodInfo {
  genesisId: string;
  genesisHash: string;
  /** e.g. "4.0.1.stable"; as much of the build as the node reports. */
  version: string;
  lastRound: bigint;
}

export interface IndexerInfo {
  round: bigint;
  migrating: boolean;
}

export type AlgodProbe =
  { state: 'ok'; url: string; info: AlgodInfo } | { state: 'failed'; url: string; error: ProbeError };

export type IndexerProbe =
  | { state: 'absent' }
  | { state: 'ok'; url: string; info: IndexerInfo; behind: bigint | null }
  | { state: 'behind'; url: string; info: IndexerInfo; behind: bigint; error: ProbeError }
  | { state: 'failed'; url: string; error: ProbeError };

export interface NetworkProbe {
  networkId: string;
  algod: AlgodProbe;
  indexer: IndexerProbe;
  /** Date.now() when the probe finished. */
  checkedAt: number;
}

import type { Genesis } from '../genesis/Genesis';
import type { GenesisKey } from '../genesis/GenesisKeys';
import { genesisState } from '../ledger/genesisState';
import type { LedgerFork } from '../ledger/Ledger';
import type { ForkCache } from './ForkCache';
import type { ForkMeta } from './ForkMeta';
import { accountKey } from './forkKeys';
import { ForkSource } from './ForkSource';
import { ForkState } from './ForkState';
import type { RemoteAlgod } from './RemoteAlgod';

/** A fork as it is opened: what it took from the remote at the fork, the remote, its answers. */
export interface ForkSetup {
  readonly meta: ForkMeta;
  readonly remote: RemoteAlgod;
  readonly cache: ForkCache;
  /** The remote's `/genesis` (JSON text), when it served one. */
  readonly genesis?: string | undefined;
  /** The remote's indexer, for lookups of remote entities the fork's indexer does not hold. */
  readonly indexerUrl?: string | undefined;
}

/**
 * The ledger's side of a fork and the source that fills it. The local genesis's funded accounts
 * (their keys are in kmd) are on the fork too, with their genesis balances.
 */
export function makeFork(
  setup: ForkSetup,
  genesis: Genesis,
  keys: readonly GenesisKey[],
): { ledger: LedgerFork; source: ForkSource } {
  const { meta } = setup;
  const funded = new Set(keys.map((k) => k.address));
  const seed = () => [...genesisState(genesis, 0n).accounts].filter(([address]) => funded.has(address));
  const state = new ForkState(setup.cache, BigInt(meta.txnCounter), seed);
  const source = new ForkSource(setup.remote, setup.cache, state, [accountKey(meta.feeSink)]);
  source.genesis = setup.genesis;
  return {
    source,
    ledger: {
      genesisId: meta.genesisId,
      genesisHash: new Uint8Array(Buffer.from(meta.genesisHash, 'base64')),
      round: BigInt(meta.round),
      timestamp: BigInt(meta.timestamp),
      feeSink: meta.feeSink,
      rewardsPool: meta.rewardsPool,
      state,
      submit: (group, attempt) => source.submit(group, attempt),
    },
  };
}

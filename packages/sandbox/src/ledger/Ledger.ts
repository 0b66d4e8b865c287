import algosdk from 'algosdk';
import { type Genesis, genesisHash, genesisId } from '../genesis/Genesis';
import type { LedgerView } from './LedgerView';

export interface LedgerOptions {
  genesis: Genesis;
  dataDir?: string;
  protocol?: string;
}

/**
 * The ledger: state at the latest round plus the committed blocks. This first cut holds the genesis
 * state (round 0); transaction evaluation, the block log and replay are added on top of it.
 */
export class Ledger implements LedgerView {
  readonly genesis: Genesis;
  readonly genesisId: string;
  readonly genesisHash: Uint8Array;
  readonly protocol: string;
  private readonly balances = new Map<string, bigint>();
  private readonly listeners = new Set<(block: algosdk.Block, replay: boolean) => void>();
  private readonly startedAt = Date.now();

  private constructor(options: LedgerOptions) {
    this.genesis = options.genesis;
    this.genesisId = genesisId(options.genesis);
    this.genesisHash = genesisHash(options.genesis);
    this.protocol = options.protocol ?? options.genesis.proto;
    for (const a of options.genesis.alloc) this.balances.set(a.addr, BigInt(a.state.algo));
  }

  static async open(options: LedgerOptions): Promise<Ledger> {
    return new Ledger(options);
  }

  latestRound(): bigint {
    return 0n;
  }

  latestTimestamp(): number {
    return this.genesis.timestamp;
  }

  latestBlockMadeAt(): number {
    return this.startedAt;
  }

  block(_round: bigint): algosdk.Block | undefined {
    return undefined;
  }

  blockHash(_round: bigint): Uint8Array | undefined {
    return undefined;
  }

  account(address: string): algosdk.modelsv2.Account {
    const amount = this.balances.get(address) ?? 0n;
    return new algosdk.modelsv2.Account({
      address,
      amount,
      amountWithoutPendingRewards: amount,
      minBalance: amount > 0n ? 100_000n : 0n,
      pendingRewards: 0n,
      rewards: 0n,
      round: this.latestRound(),
      status: 'Offline',
      totalAppsOptedIn: 0,
      totalAssetsOptedIn: 0,
      totalCreatedApps: 0,
      totalCreatedAssets: 0,
    });
  }

  asset(_id: bigint): algosdk.modelsv2.Asset | undefined {
    return undefined;
  }

  application(_id: bigint): algosdk.modelsv2.Application | undefined {
    return undefined;
  }

  box(_appId: bigint, _name: Uint8Array): Uint8Array | undefined {
    return undefined;
  }

  boxNames(_appId: bigint): Uint8Array[] {
    return [];
  }

  addresses(): Iterable<string> {
    return this.balances.keys();
  }

  onBlock(listener: (block: algosdk.Block, replay: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

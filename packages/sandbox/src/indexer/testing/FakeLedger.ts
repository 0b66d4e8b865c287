import algosdk from 'algosdk';
import { type Genesis, genesisHash, genesisId } from '../../genesis/Genesis';
import type { LedgerView } from '../../ledger/LedgerView';

/** Account scalars the fake ledger reports; the chain builder keeps them up to date. */
export interface FakeAccount {
  amount: bigint;
  authAddr: string | undefined;
  online: algosdk.modelsv2.AccountParticipation | undefined;
  nonParticipating: boolean;
  totalAssetsOptedIn: number;
  totalCreatedAssets: number;
  totalAppsOptedIn: number;
  totalCreatedApps: number;
}

/**
 * A LedgerView for unit tests and the bench: blocks come from a ChainBuilder, account scalars from
 * its bookkeeping, boxes from what a test puts in. Only what the indexer reads is real.
 */
export class FakeLedger implements LedgerView {
  readonly genesis: Genesis;
  readonly genesisId: string;
  readonly genesisHash: Uint8Array;
  readonly protocol = 'future';
  readonly blocks: algosdk.Block[] = [];
  readonly accounts = new Map<string, FakeAccount>();
  readonly boxes = new Map<bigint, Map<string, Uint8Array>>();
  private readonly listeners = new Set<(block: algosdk.Block, replay: boolean) => void>();

  constructor(genesis: Genesis) {
    this.genesis = genesis;
    this.genesisId = genesisId(genesis);
    this.genesisHash = genesisHash(genesis);
  }

  latestRound(): bigint {
    return this.blocks[this.blocks.length - 1]?.header.round ?? 0n;
  }

  latestTimestamp(): number {
    return Number(this.blocks[this.blocks.length - 1]?.header.timestamp ?? BigInt(this.genesis.timestamp));
  }

  latestBlockMadeAt(): number {
    return Date.now();
  }

  block(round: bigint): algosdk.Block | undefined {
    // Rounds are dense from 1, so the list index is the round minus one.
    const b = round >= 1n ? this.blocks[Number(round) - 1] : undefined;
    return b?.header.round === round ? b : undefined;
  }

  blockHash(): Uint8Array | undefined {
    return undefined;
  }

  /** Appends a block and tells the listeners, as the real ledger does after a commit. */
  commit(block: algosdk.Block): void {
    this.blocks.push(block);
    for (const l of this.listeners) l(block, false);
  }

  account(address: string): algosdk.modelsv2.Account {
    const a = this.accounts.get(address);
    const amount = a?.amount ?? 0n;
    const status =
      a === undefined ? 'Offline' : a.nonParticipating ? 'NotParticipating' : a.online ? 'Online' : 'Offline';
    const totals = (a?.totalAssetsOptedIn ?? 0) + (a?.totalCreatedApps ?? 0) + (a?.totalAppsOptedIn ?? 0);
    return new algosdk.modelsv2.Account({
      address,
      amount,
      amountWithoutPendingRewards: amount,
      minBalance: amount > 0n ? 100_000 + 100_000 * totals : 0,
      pendingRewards: 0,
      rewards: 0,
      round: this.latestRound(),
      status,
      totalAppsOptedIn: a?.totalAppsOptedIn ?? 0,
      totalAssetsOptedIn: a?.totalAssetsOptedIn ?? 0,
      totalCreatedApps: a?.totalCreatedApps ?? 0,
      totalCreatedAssets: a?.totalCreatedAssets ?? 0,
      ...(a?.authAddr !== undefined && { authAddr: a.authAddr }),
      ...(a?.online !== undefined && { participation: a.online }),
    });
  }

  asset(): algosdk.modelsv2.Asset | undefined {
    return undefined;
  }

  application(): algosdk.modelsv2.Application | undefined {
    return undefined;
  }

  box(appId: bigint, name: Uint8Array): Uint8Array | undefined {
    return this.boxes.get(appId)?.get(Buffer.from(name).toString('latin1'));
  }

  boxNames(appId: bigint): Uint8Array[] {
    return [...(this.boxes.get(appId)?.keys() ?? [])].map((k) => new Uint8Array(Buffer.from(k, 'latin1')));
  }

  addresses(): Iterable<string> {
    return this.accounts.keys();
  }

  onBlock(listener: (block: algosdk.Block, replay: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

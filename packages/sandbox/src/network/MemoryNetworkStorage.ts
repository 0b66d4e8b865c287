import type { NewGenesis } from '../genesis/createGenesis';
import type { GenesisStore } from '../genesis/GenesisStore';
import { isWalletFile, type WalletFile, type WalletPersistence } from '../kmd/WalletPersistence';
import { encodeFrame, readFrames } from '../store/blockFraming';
import type { OpenedBlockStore } from '../store/BlockStore';
import { MemoryBlockStore } from '../store/MemoryBlockStore';
import type { ChainSnapshots, ChainSnapshotStore } from './ChainSnapshotStore';
import type { NetworkSnapshot } from './NetworkSnapshot';
import type { NetworkStorage } from './NetworkStorage';

/** A network kept in memory (tests, and the browser sandbox's core driven from Node). */
export class MemoryNetworkStorage implements NetworkStorage {
  private made: NewGenesis | undefined;
  private frames: Uint8Array[] = [];
  private readonly walletFiles = new Map<string, WalletFile>();
  private chainSnapshots: ChainSnapshots | undefined;

  readonly snapshots: ChainSnapshotStore = {
    load: async () => this.chainSnapshots && structuredClone(this.chainSnapshots),
    save: async (list) => {
      this.chainSnapshots = structuredClone(list);
    },
  };

  readonly genesis: GenesisStore = {
    load: async () => this.made,
    save: async (made) => {
      this.made = made;
    },
  };

  readonly wallets: WalletPersistence = {
    load: async () => [...this.walletFiles.values()].map((f) => structuredClone(f)),
    write: (file) => void this.walletFiles.set(file.id, structuredClone(file)),
    flush: async () => {},
  };

  async openBlocks(options: { repair?: boolean } = {}): Promise<OpenedBlockStore> {
    return MemoryBlockStore.open(this.frames, options);
  }

  async snapshot(): Promise<NetworkSnapshot | undefined> {
    if (this.made === undefined) return undefined;
    const wallets = (await this.wallets.load()).filter(isWalletFile);
    return { ...this.made, records: readFrames(this.frames, { repair: true }).records, wallets };
  }

  async replace(snapshot: NetworkSnapshot | undefined): Promise<void> {
    this.made = snapshot && { genesis: snapshot.genesis, keys: snapshot.keys };
    // A new array: a block store still holding the old one cannot write into the new network.
    this.frames = snapshot?.records.map(encodeFrame) ?? [];
    this.walletFiles.clear();
    this.chainSnapshots = undefined;
    for (const w of snapshot?.wallets ?? []) this.walletFiles.set(w.id, structuredClone(w));
  }

  async close(): Promise<void> {}
}

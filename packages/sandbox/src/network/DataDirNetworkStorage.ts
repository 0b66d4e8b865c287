import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GenesisStore } from '../genesis/GenesisStore';
import { readGenesisFiles, writeGenesisFiles } from '../genesis/loadOrCreateGenesis';
import { WalletFiles } from '../kmd/WalletFiles';
import { isWalletFile } from '../kmd/WalletPersistence';
import { writeFileAtomic } from '../kmd/writeFileAtomic';
import { decodeFrame, encodeFrame } from '../store/blockFraming';
import { BlockLog } from '../store/BlockLog';
import type { BlockRecord } from '../store/BlockRecord';
import type { OpenedBlockStore } from '../store/BlockStore';
import type { ChainSnapshots, ChainSnapshotStore } from './ChainSnapshotStore';
import type { NetworkSnapshot } from './NetworkSnapshot';
import type { NetworkStorage } from './NetworkStorage';

/**
 * A network kept in a Node data dir: `genesis.json` + `genesis-keys.json`, the block log
 * `blocks.log`, kmd's wallet files under `kmd/wallets`, the admin API's snapshots in `snapshots.json`. The Node sandbox's storage, as IndexedDB
 * is the browser's: `openNetwork` assembles both the same way.
 */
export class DataDirNetworkStorage implements NetworkStorage {
  readonly genesis: GenesisStore;
  readonly wallets: WalletFiles;
  /** `snapshots.json`, replaced atomically (written beside, fsynced, renamed, the dir fsynced). */
  readonly snapshots: ChainSnapshotStore;

  constructor(readonly dataDir: string) {
    const snapshotsFile = join(dataDir, 'snapshots.json');
    this.snapshots = {
      load: async () =>
        existsSync(snapshotsFile)
          ? (JSON.parse(readFileSync(snapshotsFile, 'utf8')) as ChainSnapshots)
          : undefined,
      save: async (list) => writeFileAtomic(snapshotsFile, JSON.stringify(list)),
    };
    this.genesis = {
      load: async () => readGenesisFiles(dataDir),
      save: async (made) => writeGenesisFiles(dataDir, made),
    };
    this.wallets = new WalletFiles(dataDir);
  }

  async openBlocks(options: { repair?: boolean } = {}): Promise<OpenedBlockStore> {
    return BlockLog.openDir(this.dataDir, options);
  }

  /** Only for a data dir no running sandbox writes (its log synced or closed). */
  async snapshot(): Promise<NetworkSnapshot | undefined> {
    const made = readGenesisFiles(this.dataDir);
    if (made === undefined) return undefined;
    const path = join(this.dataDir, 'blocks.log');
    const bytes = existsSync(path) ? new Uint8Array(readFileSync(path)) : new Uint8Array(0);
    const records: BlockRecord[] = [];
    // Up to the first torn or zero record, as the ledger would replay it.
    for (let f = decodeFrame(bytes, 0); f !== undefined; f = decodeFrame(bytes, f.next))
      records.push(f.record);
    const wallets = (await this.wallets.load()).filter(isWalletFile);
    return { ...made, records, wallets };
  }

  /**
   * Replaces the data dir with `snapshot` (or removes it) all at once: the new dir is written
   * beside it and swapped in by renames, so a crash leaves the old network or the new one.
   */
  async replace(snapshot: NetworkSnapshot | undefined): Promise<void> {
    const { dataDir } = this;
    const old = `${dataDir}.replaced`;
    rmSync(old, { recursive: true, force: true });
    if (snapshot === undefined) {
      if (existsSync(dataDir)) renameSync(dataDir, old);
      rmSync(old, { recursive: true, force: true });
      return;
    }
    const next = `${dataDir}.import`;
    rmSync(next, { recursive: true, force: true });
    writeGenesisFiles(next, snapshot);
    writeFileSync(join(next, 'blocks.log'), Buffer.concat(snapshot.records.map(encodeFrame)));
    const wallets = new WalletFiles(next);
    await wallets.load(); // makes the wallets dir
    for (const w of snapshot.wallets) wallets.write(w);
    if (existsSync(dataDir)) renameSync(dataDir, old);
    renameSync(next, dataDir);
    rmSync(old, { recursive: true, force: true });
  }

  async close(): Promise<void> {}
}

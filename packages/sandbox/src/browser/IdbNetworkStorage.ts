import type { Genesis } from '../genesis/Genesis';
import type { NewGenesis } from '../genesis/createGenesis';
import type { GenesisStore } from '../genesis/GenesisStore';
import { isWalletFile, type WalletFile, type WalletPersistence } from '../kmd/WalletPersistence';
import type { ChainSnapshots, ChainSnapshotStore } from '../network/ChainSnapshotStore';
import type { NetworkSnapshot } from '../network/NetworkSnapshot';
import type { NetworkStorage } from '../network/NetworkStorage';
import { encodeFrame, readFrames } from '../store/blockFraming';
import type { OpenedBlockStore } from '../store/BlockStore';
import { IdbBlockStore } from './IdbBlockStore';
import { IdbForkStore } from './IdbForkStore';
import { openNetworkDb, requestDone, STORES, STRICT, transactionDone } from './idb';

const GENESIS_KEY = 'genesis';
const SNAPSHOTS_KEY = 'snapshots';

interface StoredGenesis {
  genesis: Genesis;
  keys: Array<{ address: string; secretKey: Uint8Array }>;
}

/**
 * A network in one IndexedDB database: `meta` (the genesis and its keys, the admin API's snapshots, a fork's options and
 * header), `blocks` (one frame per round, `IdbBlockStore`), `wallets` (kmd's sealed wallets by id) and `forkCache` (a
 * fork's remote answers, `IdbForkStore`). Every write that must
 * survive a crash commits with durability "strict".
 */
export class IdbNetworkStorage implements NetworkStorage {
  readonly genesis: GenesisStore;
  readonly wallets: WalletPersistence;
  /** The admin API's snapshots, one `meta` entry (a `replace` clears `meta`, so them too). */
  readonly snapshots: ChainSnapshotStore;
  /** A fork's options, what it took from the remote and its answers (`meta` and `forkCache`). */
  readonly fork: IdbForkStore;

  private constructor(private readonly db: IDBDatabase) {
    this.snapshots = {
      load: async () => {
        const tx = db.transaction(STORES.meta, 'readonly');
        return (await requestDone(tx.objectStore(STORES.meta).get(SNAPSHOTS_KEY))) as
          ChainSnapshots | undefined;
      },
      save: async (list) => {
        const tx = db.transaction(STORES.meta, 'readwrite', STRICT);
        tx.objectStore(STORES.meta).put(list, SNAPSHOTS_KEY);
        await transactionDone(tx);
      },
    };
    this.genesis = {
      load: async () => {
        const tx = db.transaction(STORES.meta, 'readonly');
        const stored = (await requestDone(tx.objectStore(STORES.meta).get(GENESIS_KEY))) as
          StoredGenesis | undefined;
        return stored && { genesis: stored.genesis, keys: stored.keys };
      },
      save: async (made: NewGenesis) => {
        const tx = db.transaction(STORES.meta, 'readwrite', STRICT);
        tx.objectStore(STORES.meta).put(stored(made), GENESIS_KEY);
        await transactionDone(tx);
      },
    };
    this.wallets = new IdbWalletPersistence(db);
    this.fork = new IdbForkStore(db);
  }

  static async open(dbName: string): Promise<IdbNetworkStorage> {
    return new IdbNetworkStorage(await openNetworkDb(dbName));
  }

  openBlocks(options: { repair?: boolean } = {}): Promise<OpenedBlockStore> {
    return IdbBlockStore.open(this.db, options);
  }

  /** Blocks up to the first damaged or missing one (read only: a damaged store stays as it is). */
  async snapshot(): Promise<NetworkSnapshot | undefined> {
    const tx = this.db.transaction([STORES.meta, STORES.blocks, STORES.wallets], 'readonly');
    const [made, keys, frames, wallets] = await Promise.all([
      requestDone(tx.objectStore(STORES.meta).get(GENESIS_KEY)) as Promise<StoredGenesis | undefined>,
      requestDone(tx.objectStore(STORES.blocks).getAllKeys()),
      requestDone(tx.objectStore(STORES.blocks).getAll()) as Promise<Uint8Array[]>,
      requestDone(tx.objectStore(STORES.wallets).getAll()),
    ]);
    if (made === undefined) return undefined;
    // Round r is at key r: a missing round ends what is readable, as a bad frame does.
    let contiguous = 0;
    while (contiguous < keys.length && keys[contiguous] === contiguous + 1) contiguous++;
    return {
      genesis: made.genesis,
      keys: made.keys,
      records: readFrames(frames.slice(0, contiguous), { repair: true }).records,
      wallets: (wallets as unknown[]).filter(isWalletFile),
    };
  }

  async replace(snapshot: NetworkSnapshot | undefined): Promise<void> {
    const tx = this.db.transaction(
      [STORES.meta, STORES.blocks, STORES.wallets, STORES.forkCache],
      'readwrite',
      STRICT,
    );
    tx.objectStore(STORES.forkCache).clear();
    const meta = tx.objectStore(STORES.meta);
    const blocks = tx.objectStore(STORES.blocks);
    const wallets = tx.objectStore(STORES.wallets);
    meta.clear();
    blocks.clear();
    wallets.clear();
    if (snapshot !== undefined) {
      meta.put(stored(snapshot), GENESIS_KEY);
      snapshot.records.forEach((r, i) => blocks.put(encodeFrame(r), i + 1));
      for (const w of snapshot.wallets) wallets.put(w, w.id);
    }
    await transactionDone(tx);
  }

  async close(): Promise<void> {
    await this.wallets.flush().catch(() => undefined);
    this.db.close();
  }
}

function stored(made: NewGenesis): StoredGenesis {
  return {
    genesis: made.genesis,
    keys: made.keys.map((k) => ({ address: k.address, secretKey: k.secretKey })),
  };
}

/**
 * kmd's wallets in the `wallets` store. `write` starts its transaction at once (IndexedDB commits
 * transactions on one store in the order they were made); `flush` waits for those made so far.
 */
class IdbWalletPersistence implements WalletPersistence {
  private pending: Promise<void>[] = [];
  private failure: unknown;

  constructor(private readonly db: IDBDatabase) {}

  async load(): Promise<unknown[]> {
    const tx = this.db.transaction(STORES.wallets, 'readonly');
    return (await requestDone(tx.objectStore(STORES.wallets).getAll())) as unknown[];
  }

  write(file: WalletFile): void {
    const tx = this.db.transaction(STORES.wallets, 'readwrite', STRICT);
    tx.objectStore(STORES.wallets).put(file, file.id);
    this.pending.push(
      transactionDone(tx).catch((err: unknown) => {
        this.failure ??= err;
      }),
    );
  }

  async flush(): Promise<void> {
    const pending = this.pending;
    this.pending = [];
    await Promise.all(pending);
    const failure = this.failure;
    this.failure = undefined;
    if (failure !== undefined) throw failure;
  }
}

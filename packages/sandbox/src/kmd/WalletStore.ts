import { randomBytes } from '#platform/crypto';
import type { GenesisKey } from '../genesis/GenesisKeys';
import { sha512_256 } from '../util/sha512_256';
import { KmdError } from './KmdError';
import { Wallet } from './Wallet';
import { isWalletFile, WALLET_FILE_FORMAT, type WalletPersistence } from './WalletPersistence';
import { type WalletSecrets, walletSecrets } from './WalletSecrets';
import { ed25519 } from './ed25519';
import {
  newWalletKey,
  openSecrets,
  type ScryptParams,
  type SealedSecrets,
  sealSecrets,
  unlockWalletKey,
  type WalletKey,
} from './walletCrypto';

export const DEFAULT_WALLET_NAME = 'unencrypted-default-wallet';
/** kmd's sqliteMaxWalletNameLen, counted in bytes. */
const MAX_NAME_BYTES = 64;

interface WalletRecord {
  id: string;
  name: string;
  sealed: SealedSecrets;
  /** Present while unlocked; dropped when the last handle goes (the next handle reopens it without scrypt). */
  open?: Wallet;
}

export interface WalletStoreOptions {
  /** Where wallets persist (`WalletFiles`, IndexedDB); without one they live in memory only. */
  persistence?: WalletPersistence;
  genesisKeys: readonly GenesisKey[];
  scrypt: ScryptParams;
}

/**
 * kmd's wallet driver: the set of wallets, their metadata and their sealed secrets, persisted when
 * there is a `persistence`. The first start also makes `unencrypted-default-wallet` (empty
 * password) holding the genesis accounts; its id derives from the genesis keys, so it is stable
 * per data dir and across in-memory restarts of the same genesis.
 */
export class WalletStore {
  readonly #persistence: WalletPersistence | undefined;
  readonly #scrypt: ScryptParams;
  readonly #records = new Map<string, WalletRecord>();

  private constructor(persistence: WalletPersistence | undefined, scrypt: ScryptParams) {
    this.#persistence = persistence;
    this.#scrypt = scrypt;
  }

  static async open(options: WalletStoreOptions): Promise<WalletStore> {
    const store = new WalletStore(options.persistence, options.scrypt);
    // Like kmd, entries that are not wallets are skipped rather than fatal.
    for (const file of (await options.persistence?.load()) ?? [])
      if (isWalletFile(file))
        store.#records.set(file.id, { id: file.id, name: file.name, sealed: file.sealed });
    const defaultId = defaultWalletId(options.genesisKeys);
    if (!store.#records.has(defaultId)) {
      const genesisSecrets = options.genesisKeys.map((k) => k.secretKey);
      await store.#create(defaultId, DEFAULT_WALLET_NAME, '', new Uint8Array(32), genesisSecrets);
    }
    return store;
  }

  /** Sorted by name then id, roughly kmd's order (it lists its wallet files by file name). */
  list(): { id: string; name: string }[] {
    return [...this.#records.values()]
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => (a.name === b.name ? cmp(a.id, b.id) : cmp(a.name, b.name)));
  }

  meta(id: string): { id: string; name: string } {
    const record = this.#get(id);
    return { id: record.id, name: record.name };
  }

  /** POST /v1/wallet. A zero `mdk` means "make one up", as in kmd. */
  async create(name: string, password: string, mdk: Uint8Array): Promise<{ id: string; name: string }> {
    const id = Buffer.from(randomBytes(16)).toString('hex');
    const walletName = name === '' ? id : name;
    if (Buffer.byteLength(walletName, 'utf8') > MAX_NAME_BYTES) throw new KmdError('nameTooLong');
    this.#assertNameFree(walletName);
    await this.#create(id, walletName, password, mdk, []);
    return { id, name: walletName };
  }

  /** Proves the password with scrypt and returns the key a handle keeps. Wrong password: kmd's decrypt error. */
  async unlock(id: string, password: string): Promise<WalletKey> {
    const record = this.#get(id);
    const { walletKey, plaintext } = await unlockWalletKey(password, record.sealed, record.id);
    record.open ??= this.#wallet(record, walletKey, walletSecrets.decode(plaintext));
    return walletKey;
  }

  /** The unlocked wallet behind a handle, reopened with the handle's key if it was dropped. */
  access(id: string, walletKey: WalletKey): Wallet {
    const record = this.#get(id);
    record.open ??= this.#wallet(
      record,
      walletKey,
      walletSecrets.decode(openSecrets(walletKey, record.sealed, id)),
    );
    return record.open;
  }

  /** Forgets the decrypted secrets of a wallet no handle uses any more. */
  lock(id: string): void {
    const record = this.#records.get(id);
    if (record !== undefined) delete record.open;
  }

  /** POST /v1/wallet/rename: kmd checks the new name is free before it checks the password. */
  async rename(id: string, newName: string, password: string): Promise<void> {
    this.#assertNameFree(newName);
    const record = this.#get(id);
    await unlockWalletKey(password, record.sealed, record.id);
    this.#assertNameFree(newName); // again: another request may have taken it during scrypt
    this.#write({ ...record, name: newName });
    record.name = newName;
  }

  #get(id: string): WalletRecord {
    const record = this.#records.get(id);
    if (record === undefined) throw new KmdError('walletNotFound');
    return record;
  }

  #assertNameFree(name: string): void {
    for (const r of this.#records.values()) if (r.name === name) throw new KmdError('sameName');
  }

  async #create(
    id: string,
    name: string,
    password: string,
    mdk: Uint8Array,
    imported: Uint8Array[],
  ): Promise<void> {
    const walletKey = await newWalletKey(password, this.#scrypt);
    this.#assertNameFree(name); // scrypt yielded: re-check so two creates cannot take one name
    const secrets: WalletSecrets = {
      mdk: mdk.every((b) => b === 0) ? new Uint8Array(randomBytes(32)) : mdk,
      maxKeyIndex: 0,
      keys: [],
      multisigs: [],
    };
    for (const sk of imported) {
      // Only the seed is trusted, as in kmd's ImportKey; duplicates collapse.
      const pair = ed25519.keyPairFromSeed(sk.subarray(0, 32));
      const seen = secrets.keys.some((k) => Buffer.compare(k.secretKey.subarray(32), pair.publicKey) === 0);
      if (!seen) secrets.keys.push({ secretKey: pair.secretKey });
    }
    const record: WalletRecord = {
      id,
      name,
      sealed: sealSecrets(walletKey, walletSecrets.encode(secrets), id),
    };
    this.#write(record);
    this.#records.set(id, record);
  }

  #wallet(record: WalletRecord, walletKey: WalletKey, secrets: WalletSecrets): Wallet {
    return new Wallet(record.id, secrets, (next) => {
      const sealed = sealSecrets(walletKey, walletSecrets.encode(next), record.id);
      this.#write({ ...record, sealed });
      record.sealed = sealed;
    });
  }

  /** Resolves once every change so far is durable. */
  flush(): Promise<void> {
    return this.#persistence?.flush() ?? Promise.resolve();
  }

  #write(record: WalletRecord): void {
    this.#persistence?.write({
      format: WALLET_FILE_FORMAT,
      version: 1,
      id: record.id,
      name: record.name,
      sealed: record.sealed,
    });
  }
}

/** 32 hex characters like a kmd wallet id, derived from the genesis accounts. */
function defaultWalletId(keys: readonly GenesisKey[]): string {
  const parts = [
    new TextEncoder().encode('sextant-kmd-default-wallet'),
    ...keys.map((k) => k.secretKey.subarray(32)),
  ];
  return Buffer.from(sha512_256(...parts))
    .toString('hex')
    .slice(0, 32);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

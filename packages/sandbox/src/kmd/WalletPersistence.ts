import type { SealedSecrets } from './walletCrypto';

export const WALLET_FILE_FORMAT = 'sextant-kmd-wallet';

/** One stored wallet: name and id in the clear (listing needs no password), everything else sealed. */
export interface WalletFile {
  format: typeof WALLET_FILE_FORMAT;
  version: 1;
  id: string;
  name: string;
  sealed: SealedSecrets;
}

/**
 * Where kmd's wallets persist: files in Node (`WalletFiles`), IndexedDB in a browser
 * (`IdbWalletPersistence`). The wallet store validates what `load` gives and skips what is not a
 * wallet, as kmd skips stray files.
 */
export interface WalletPersistence {
  /** Every stored entry, parsed but unvalidated (unreadable entries are left out). */
  load(): Promise<unknown[]>;
  /** Stores a wallet (replacing one with its id), in call order; a failure throws here or in `flush`. */
  write(file: WalletFile): void;
  /** Resolves once every write so far is durable (kmd answers a changing request only after). */
  flush(): Promise<void>;
}

/** Whether a loaded entry is a wallet this version reads. */
export function isWalletFile(value: unknown): value is WalletFile {
  const file = value as Partial<WalletFile> | null;
  return (
    typeof file === 'object' &&
    file !== null &&
    file.format === WALLET_FILE_FORMAT &&
    file.version === 1 &&
    typeof file.id === 'string' &&
    typeof file.name === 'string' &&
    typeof file.sealed === 'object'
  );
}

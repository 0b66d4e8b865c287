import { KmdError } from './KmdError';
import type { StoredMultisig, WalletSecrets } from './WalletSecrets';
import { deriveKeyFromMdk } from './deriveKeyFromMdk';
import { ed25519 } from './ed25519';
import { multisig } from './multisig';

/** kmd's sqliteIntOverflow: the key index may not reach 2^63 (unreachable in practice). */
const MAX_KEY_INDEX = Number.MAX_SAFE_INTEGER;

const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.compare(a, b) === 0;

/**
 * An unlocked wallet: its keys and multisig preimages, mirroring the sqlite driver's wallet
 * operations (daemon/kmd/wallet/driver/sqlite.go). Keys are addressed by public key (kmd's
 * address digest is the public key). Password checks are the caller's: kmd checks the handle's
 * password before export, delete and sign, and not before list, import or generate.
 *
 * Every change goes through `#change`: it builds the new secrets, persists them, and only then
 * makes them current, so a failed write leaves memory and disk agreeing.
 */
export class Wallet {
  readonly id: string;
  #secrets: WalletSecrets;
  readonly #persist: (next: WalletSecrets) => void;

  constructor(id: string, secrets: WalletSecrets, persist: (next: WalletSecrets) => void) {
    this.id = id;
    this.#secrets = secrets;
    this.#persist = persist;
  }

  get masterDerivationKey(): Uint8Array {
    return this.#secrets.mdk;
  }

  /** Public keys, in the order they entered the wallet. */
  listKeys(): Uint8Array[] {
    return this.#secrets.keys.map((k) => k.secretKey.subarray(32));
  }

  /** Trusts only the seed half of `secretKey`, like kmd; the public half is re-derived. */
  importKey(secretKey: Uint8Array): Uint8Array {
    const pair = ed25519.keyPairFromSeed(secretKey.subarray(0, 32));
    if (this.#has(pair.publicKey)) throw new KmdError('keyExists');
    this.#change((s) => s.keys.push({ secretKey: pair.secretKey }));
    return pair.publicKey;
  }

  /** The next key of the MDK sequence, skipping any the user already imported by hand. */
  generateKey(): Uint8Array {
    let index = this.#secrets.maxKeyIndex + 1;
    for (;;) {
      if (index >= MAX_KEY_INDEX) throw new KmdError('tooManyKeys', 500);
      const pair = deriveKeyFromMdk(this.#secrets.mdk, index);
      if (!this.#has(pair.publicKey)) {
        const found = index;
        this.#change((s) => {
          s.keys.push({ secretKey: pair.secretKey, index: found });
          s.maxKeyIndex = found;
        });
        return pair.publicKey;
      }
      index++;
    }
  }

  /** Deleting a key the wallet does not hold succeeds, as in kmd (a DELETE matching no row). */
  deleteKey(publicKey: Uint8Array): void {
    if (!this.#has(publicKey)) return;
    this.#change((s) => {
      s.keys = s.keys.filter((k) => !same(k.secretKey.subarray(32), publicKey));
    });
  }

  /** kmd's fetchSecretKey, including its check that the stored key still derives its public key. */
  secretKey(publicKey: Uint8Array): Uint8Array {
    const stored = this.#secrets.keys.find((k) => same(k.secretKey.subarray(32), publicKey));
    if (stored === undefined) throw new KmdError('keyNotFound');
    const derived = ed25519.keyPairFromSeed(stored.secretKey.subarray(0, 32));
    if (!same(derived.publicKey, publicKey)) throw new KmdError('tampering');
    return stored.secretKey;
  }

  importMultisig(version: number, threshold: number, pks: Uint8Array[]): Uint8Array {
    const addr = multisig.address(version, threshold, pks);
    if (this.#msigIndex(addr) >= 0) throw new KmdError('keyExists');
    this.#change((s) => s.multisigs.push({ version, threshold, pks }));
    return addr;
  }

  multisigPreimage(addr: Uint8Array): StoredMultisig {
    const found = this.#secrets.multisigs[this.#msigIndex(addr)];
    if (found === undefined) throw new KmdError('msigDataNotFound');
    return found;
  }

  listMultisig(): Uint8Array[] {
    return this.#secrets.multisigs.map((m) => multisig.address(m.version, m.threshold, m.pks));
  }

  deleteMultisig(addr: Uint8Array): void {
    const i = this.#msigIndex(addr);
    if (i < 0) return;
    this.#change((s) => {
      s.multisigs = s.multisigs.filter((_, j) => j !== i);
    });
  }

  #has(publicKey: Uint8Array): boolean {
    return this.#secrets.keys.some((k) => same(k.secretKey.subarray(32), publicKey));
  }

  #msigIndex(addr: Uint8Array): number {
    return this.#secrets.multisigs.findIndex((m) =>
      same(multisig.address(m.version, m.threshold, m.pks), addr),
    );
  }

  #change(mutate: (draft: WalletSecrets) => void): void {
    const draft: WalletSecrets = {
      ...this.#secrets,
      keys: [...this.#secrets.keys],
      multisigs: [...this.#secrets.multisigs],
    };
    mutate(draft);
    this.#persist(draft);
    this.#secrets = draft;
  }
}

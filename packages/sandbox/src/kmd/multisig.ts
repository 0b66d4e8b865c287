import algosdk from 'algosdk';
import { sha512_256 } from '../util/sha512_256';
import { KmdError } from './KmdError';
import { ed25519 } from './ed25519';

/** One slot of a multisig: a possible signer and its signature (64 zero bytes while unsigned). */
export interface MultisigSubsig {
  key: Uint8Array;
  sig: Uint8Array;
}

/** go-algorand's crypto.MultisigSig. */
export interface MultisigSig {
  version: number;
  threshold: number;
  subsigs: MultisigSubsig[];
}

const ADDR_PREFIX = new TextEncoder().encode('MultisigAddr');

const isZero = (bytes: Uint8Array): boolean => bytes.every((b) => b === 0);
const same = (a: Uint8Array, b: Uint8Array): boolean => Buffer.compare(a, b) === 0;

/** Multisig helpers, following go-algorand's crypto/multisig.go step for step (and its error texts). */
export const multisig = {
  /** Hash("MultisigAddr" ‖ version ‖ threshold ‖ pk1 ‖ pk2 ‖ …). */
  address(version: number, threshold: number, pks: readonly Uint8Array[]): Uint8Array {
    if (version !== 1) throw new KmdError('unknownVersion');
    if (threshold === 0 || pks.length === 0 || threshold > pks.length) throw new KmdError('invalidThreshold');
    return sha512_256(ADDR_PREFIX, Uint8Array.of(version, threshold), ...pks);
  },

  /** kmd treats a request without a partial multisig as version 0, threshold 0, no subsigs. */
  isBlank(msig: MultisigSig): boolean {
    return msig.version === 0 && msig.threshold === 0 && msig.subsigs.length === 0;
  },

  /** A fresh multisig with only `secretKey`'s slot signed over `message` (already domain-prefixed). */
  sign(
    message: Uint8Array,
    addr: Uint8Array,
    version: number,
    threshold: number,
    pks: readonly Uint8Array[],
    secretKey: Uint8Array,
  ): MultisigSig {
    if (version !== 1) throw new KmdError('unknownVersion');
    if (!same(multisig.address(version, threshold, pks), addr)) throw new KmdError('invalidAddress');
    const signer = secretKey.subarray(32);
    if (!pks.some((pk) => same(pk, signer))) throw new KmdError('keyNotExist');
    const sig = ed25519.sign(secretKey, message);
    return {
      version,
      threshold,
      subsigs: pks.map((pk) => ({ key: pk, sig: same(pk, signer) ? sig : new Uint8Array(64) })),
    };
  },

  /** crypto.MultisigMerge: same preimage required; equal duplicate signatures are fine, different ones are not. */
  merge(a: MultisigSig, b: MultisigSig): MultisigSig {
    if (a.threshold !== b.threshold || a.version !== b.version || a.subsigs.length !== b.subsigs.length) {
      throw new KmdError('invalidThreshold');
    }
    const subsigs = a.subsigs.map((sa, i): MultisigSubsig => {
      const sb = b.subsigs[i] as MultisigSubsig;
      if (!same(sa.key, sb.key)) throw new KmdError('keysNotMatch');
      if (isZero(sa.sig)) return { key: sa.key, sig: sb.sig };
      if (isZero(sb.sig) || same(sa.sig, sb.sig)) return { key: sa.key, sig: sa.sig };
      throw new KmdError('invalidDuplicates');
    });
    return { version: a.version, threshold: a.threshold, subsigs };
  },

  /** Canonical msgpack, empty fields omitted: the bytes kmd returns base64-encoded in `multisig`. */
  encode(msig: MultisigSig): Uint8Array {
    const subsig = msig.subsigs.map((s) => (isZero(s.sig) ? { pk: s.key } : { pk: s.key, s: s.sig }));
    const out: Record<string, unknown> = { subsig };
    if (msig.threshold !== 0) out.thr = msig.threshold;
    if (msig.version !== 0) out.v = msig.version;
    return algosdk.msgpackRawEncode(out);
  },
};

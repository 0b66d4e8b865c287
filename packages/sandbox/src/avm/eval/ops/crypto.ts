/**
 * Hashes and signature checks. Hashes use the platform's (`#platform/crypto`; keccak256 from
 * @noble/hashes, which node lacks); ed25519 uses the platform's (OpenSSL in Node); ECDSA uses @noble/curves with go-algorand's
 * rules (secp256k1 like libsecp256k1: low-S only; secp256r1 like Go's crypto/ecdsa: any S).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { p256 } from '@noble/curves/nist.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { digest, ed25519Verify } from '#platform/crypto';
import type { HashAlgorithm } from '../../../platform/PlatformCrypto';
import { programHash } from '../../programAddress';
import { AvmError } from '../AvmError';
import type { Instr, OpFn } from '../Instr';
import type { Machine } from '../Machine';
import type { Uint, Value } from '../values';
import { PQ_VERIFY_OPS } from './pqVerify';

function hashOp(algo: HashAlgorithm): OpFn {
  return (cx) => {
    const s = cx.stack;
    s[s.length - 1] = digest(algo, [s[s.length - 1] as Uint8Array]);
  };
}

const keccak256: OpFn = (cx) => {
  const s = cx.stack;
  s[s.length - 1] = keccak_256(s[s.length - 1] as Uint8Array);
};

const PROG_DATA = new TextEncoder().encode('ProgData');

function ed25519(withProgram: boolean): OpFn {
  return (cx) => {
    const s = cx.stack;
    const pk = s.pop() as Uint8Array;
    const sig = s.pop() as Uint8Array;
    const data = s[s.length - 1] as Uint8Array;
    if (pk.length !== 32) throw new AvmError('invalid public key');
    if (sig.length !== 64) throw new AvmError('invalid signature');
    let msg = data;
    if (withProgram) {
      // go-algorand's logic.Msg: "ProgData" ‖ hash of the running program ‖ data.
      const hash = programHash(cx.bytes);
      msg = new Uint8Array(PROG_DATA.length + hash.length + data.length);
      msg.set(PROG_DATA);
      msg.set(hash, PROG_DATA.length);
      msg.set(data, PROG_DATA.length + hash.length);
    }
    s[s.length - 1] = ed25519Verify(msg, sig, pk) ? 1 : 0;
  };
}

/** The curve named by the op's immediate: 0 secp256k1, 1 secp256r1 (v7+). */
function curveOf(cx: Machine, ins: Instr): number {
  const f = ins.field;
  if (!f || f.version > cx.version) throw new AvmError(`invalid curve ${ins.imm[0]}`);
  return f.code;
}

function pad32(b: Uint8Array): Uint8Array | undefined {
  let i = 0;
  while (i < b.length - 32 && b[i] === 0) i++;
  const t = b.subarray(i);
  if (t.length > 32) return undefined;
  const out = new Uint8Array(32);
  out.set(t, 32 - t.length);
  return out;
}

function uncompressed(x: Uint8Array, y: Uint8Array): Uint8Array | undefined {
  const px = pad32(x);
  const py = pad32(y);
  if (!px || !py) return undefined;
  const out = new Uint8Array(65);
  out[0] = 4;
  out.set(px, 1);
  out.set(py, 33);
  return out;
}

const ecdsaVerify: OpFn = (cx, ins) => {
  const curve = curveOf(cx, ins);
  const s = cx.stack;
  const pkY = s.pop() as Uint8Array;
  const pkX = s.pop() as Uint8Array;
  const sigS = s.pop() as Uint8Array;
  const sigR = s.pop() as Uint8Array;
  const msg = s[s.length - 1] as Uint8Array;
  if (msg.length !== 32) throw new AvmError(`the signed data must be 32 bytes long, not ${msg.length}`);
  let ok = false;
  const pub = uncompressed(pkX, pkY);
  if (pub) {
    try {
      if (curve === 0) {
        // libsecp256k1 wants exactly r ‖ s (64 bytes) and rejects high S.
        if (sigR.length + sigS.length === 64) {
          const sig = new Uint8Array(64);
          sig.set(sigR);
          sig.set(sigS, sigR.length);
          ok = secp256k1.verify(sig, msg, pub, { prehash: false, lowS: true });
        }
      } else {
        const r = pad32(sigR);
        const sv = pad32(sigS);
        if (r && sv) {
          const sig = new Uint8Array(64);
          sig.set(r);
          sig.set(sv, 32);
          ok = p256.verify(sig, msg, pub, { prehash: false, lowS: false });
        }
      }
    } catch {
      ok = false;
    }
  }
  s[s.length - 1] = ok ? 1 : 0;
};

const ecdsaDecompress: OpFn = (cx, ins) => {
  const curve = curveOf(cx, ins);
  const s = cx.stack;
  const pk = s[s.length - 1] as Uint8Array;
  let point: Uint8Array;
  try {
    point = (curve === 0 ? secp256k1 : p256).Point.fromBytes(pk).toBytes(false);
  } catch {
    throw new AvmError(curve === 0 ? 'invalid pubkey' : 'invalid compressed pubkey');
  }
  s[s.length - 1] = point.slice(1, 33);
  s.push(point.slice(33, 65));
};

const ecdsaRecover: OpFn = (cx, ins) => {
  const curve = curveOf(cx, ins);
  if (curve !== 0) throw new AvmError(`unsupported curve ${curve}`);
  const s = cx.stack;
  const sigS = s.pop() as Uint8Array;
  const sigR = s.pop() as Uint8Array;
  const recid = s.pop() as Uint;
  const msg = s[s.length - 1] as Uint8Array;
  if (recid > 3) throw new AvmError(`invalid recovery id: ${recid}`);
  if (msg.length !== 32) throw new AvmError('pubkey recover failed: invalid message length, need 32 bytes');
  if (sigR.length + sigS.length !== 64) throw new AvmError('pubkey recover failed: invalid signature length');
  const compact = new Uint8Array(64);
  compact.set(sigR);
  compact.set(sigS, sigR.length);
  let point: Uint8Array;
  try {
    point = secp256k1.Signature.fromBytes(compact, 'compact')
      .addRecoveryBit(Number(recid))
      .recoverPublicKey(msg)
      .toBytes(false);
  } catch {
    throw new AvmError('pubkey recover failed: recovery failed');
  }
  s[s.length - 1] = point.slice(1, 33);
  s.push(point.slice(33, 65) as Value);
};

export const CRYPTO_OPS: Readonly<Record<string, OpFn>> = {
  sha256: hashOp('sha256'),
  sha512_256: hashOp('sha512-256'),
  sha3_256: hashOp('sha3-256'),
  sha512: hashOp('sha512'),
  keccak256,
  ed25519verify: ed25519(true),
  ed25519verify_bare: ed25519(false),
  ecdsa_verify: ecdsaVerify,
  ecdsa_pk_decompress: ecdsaDecompress,
  ecdsa_pk_recover: ecdsaRecover,
  ...PQ_VERIFY_OPS,
};

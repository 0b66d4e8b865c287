import algosdk from 'algosdk';
import { isValidAddress } from '../address/isValidAddress';
import type { LsigArg } from './LsigArg';
import { LSIG_MESSAGES as M } from './lsigMessages';

export type EncodedArg = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

const MAX_UINT64 = (1n << 64n) - 1n;

/**
 * One typed argument → the bytes the program sees with `arg N`. uint64: 8 bytes big-endian (what
 * `btoi` reads back); text: UTF-8; address: the 32-byte public key (what `addr` pushes).
 */
export function encodeLsigArg(arg: LsigArg): EncodedArg {
  const value = arg.value.trim();
  switch (arg.type) {
    case 'uint64': {
      if (!/^\d+$/.test(value) || BigInt(value) > MAX_UINT64) return { ok: false, error: M.argUint64 };
      return { ok: true, bytes: algosdk.bigIntToBytes(BigInt(value), 8) };
    }
    case 'text':
      return { ok: true, bytes: new TextEncoder().encode(arg.value) };
    case 'hex': {
      const hex = value.replace(/^0x/i, '');
      if (!/^([0-9a-fA-F]{2})*$/.test(hex)) return { ok: false, error: M.argHex };
      return { ok: true, bytes: algosdk.hexToBytes(hex.toLowerCase()) };
    }
    case 'base64': {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 === 1)
        return { ok: false, error: M.argBase64 };
      try {
        return { ok: true, bytes: algosdk.base64ToBytes(value) };
      } catch {
        return { ok: false, error: M.argBase64 };
      }
    }
    case 'address':
      if (!isValidAddress(value)) return { ok: false, error: M.argAddress };
      return { ok: true, bytes: algosdk.decodeAddress(value).publicKey };
  }
}

/** Every argument, or the errors by position (1-based keys are the screen's business). */
export function encodeLsigArgs(
  args: readonly LsigArg[],
): { ok: true; bytes: Uint8Array[] } | { ok: false; errors: Map<number, string> } {
  const errors = new Map<number, string>();
  const bytes: Uint8Array[] = [];
  args.forEach((a, i) => {
    const r = encodeLsigArg(a);
    if (r.ok) bytes.push(r.bytes);
    else errors.set(i, r.error);
  });
  return errors.size > 0 ? { ok: false, errors } : { ok: true, bytes };
}

import algosdk from 'algosdk';
import { isValidAddress } from '../address/isValidAddress';
import { decodeBase64, decodeHex } from './decodeBytesText';
import { MAX_UINT64 } from './parseAmount';

export type AppArgResult =
  { ok: true; bytes: Uint8Array } | { ok: false; problem: 'format' | 'int' | 'address' };

/**
 * One raw application argument as typed: `str:` UTF-8 text, `int:` a uint64 as 8 big-endian bytes
 * (what `btoi` reads), `hex:`, `b64:`, `addr:` an address's 32-byte public key. No prefix is text,
 * the common case (method names, keys). The same syntax as goal's `--app-arg`.
 */
export function parseAppArg(text: string): AppArgResult {
  const colon = text.indexOf(':');
  const prefix = colon < 0 ? '' : text.slice(0, colon);
  const body = text.slice(colon + 1);
  switch (prefix) {
    case 'str':
      return { ok: true, bytes: new TextEncoder().encode(body) };
    case 'int': {
      if (!/^\d+$/.test(body.trim()) || BigInt(body.trim()) > MAX_UINT64)
        return { ok: false, problem: 'int' };
      return { ok: true, bytes: algosdk.encodeUint64(BigInt(body.trim())) };
    }
    case 'hex': {
      const bytes = decodeHex(body);
      return bytes === undefined ? { ok: false, problem: 'format' } : { ok: true, bytes };
    }
    case 'b64':
    case 'base64': {
      const bytes = decodeBase64(body);
      return bytes === undefined ? { ok: false, problem: 'format' } : { ok: true, bytes };
    }
    case 'addr':
      return isValidAddress(body.trim())
        ? { ok: true, bytes: algosdk.decodeAddress(body.trim()).publicKey }
        : { ok: false, problem: 'address' };
    default:
      return { ok: true, bytes: new TextEncoder().encode(text) };
  }
}

/**
 * Algorand address text (base32 of the 32-byte key and a 4-byte checksum) to bytes, with the
 * errors go-algorand's basics.UnmarshalChecksumAddress reports, which `addr` prints.
 */
import { encodeAddress } from 'algosdk';
import { sha512_256 } from '../util/sha512_256';
import { decodeBase32NoPadding } from './goEncoding';

export function decodeChecksumAddress(
  text: string,
): { ok: true; bytes: Uint8Array } | { ok: false; message: string } {
  const decoded = decodeBase32NoPadding(text);
  if (!decoded.ok) return { ok: false, message: `failed to decode address ${text} to base 32` };
  const raw = decoded.bytes;
  if (raw.length < 32) return { ok: false, message: `decoded bad addr: ${text}` };
  const key = raw.slice(0, 32);
  const checksum = sha512_256(key).slice(-4);
  const incoming = raw.slice(raw.length - 4);
  if (!checksum.every((b, i) => b === incoming[i])) {
    return { ok: false, message: `address ${text} is malformed, checksum verification failed` };
  }
  if (encodeAddress(key) !== text) return { ok: false, message: `address ${text} is non-canonical` };
  return { ok: true, bytes: key };
}

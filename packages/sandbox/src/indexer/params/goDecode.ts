import algosdk from 'algosdk';

/**
 * Decoders with the error texts of the Go libraries algorand/indexer uses (encoding/base32,
 * encoding/base64, go-algorand-sdk's DecodeAddress), since clients see those texts.
 */
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export class DecodeError extends Error {
  override readonly name = 'DecodeError';
}

/** RFC 4648 base32 without padding (txids, addresses). */
export function base32Decode(s: string): Uint8Array {
  for (let i = 0; i < s.length; i++) {
    if (!B32.includes(s.charAt(i))) throw new DecodeError(`illegal base32 data at input byte ${i}`);
  }
  const rem = s.length % 8;
  if (rem === 1 || rem === 3 || rem === 6)
    throw new DecodeError(`illegal base32 data at input byte ${s.length}`);
  const out = new Uint8Array(Math.floor((s.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (const ch of s) {
    buffer = ((buffer << 5) | B32.indexOf(ch)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out[o++] = (buffer >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  return out;
}

const STD_B64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Go's base64.StdEncoding: padding required, no URL alphabet; undefined when invalid. */
export function base64StdDecode(s: string): Uint8Array | undefined {
  const clean = s.replace(/[\r\n]/g, '');
  if (!STD_B64.test(clean)) return undefined;
  return new Uint8Array(Buffer.from(clean, 'base64'));
}

const URL_B64 = /^(?:[A-Za-z0-9\-_]{4})*(?:[A-Za-z0-9\-_]{2}==|[A-Za-z0-9\-_]{3}=)?$/;

/**
 * Go's base64.URLEncoding (padded), the alphabet of the indexer's transaction next tokens. Read as
 * standard base64 after mapping the two URL characters, since the browser's `buffer` package has
 * no `base64url`.
 */
export function base64UrlDecode(s: string): Uint8Array | undefined {
  if (!URL_B64.test(s)) return undefined;
  return new Uint8Array(Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}

/** go-algorand-sdk's DecodeAddress, with its error texts. */
export function decodeAddressGo(s: string): algosdk.Address {
  const raw = base32Decode(s);
  if (raw.length !== 36) throw new DecodeError('decoded address is the wrong length, should be 36 bytes');
  if (!algosdk.isValidAddress(s))
    throw new DecodeError('address checksum is incorrect, did you copy the address correctly?');
  return algosdk.Address.fromString(s);
}

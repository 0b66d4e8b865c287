/**
 * The 32-byte public key inside a base32 address (its checksum is not re-verified: addresses here
 * come from the ledger's own records). Faster than algosdk's decodeAddress, which hashes each time.
 */
export function publicKey(address: string): Uint8Array {
  return decodeBase32(address).subarray(0, 32);
}

const ZERO32 = new Uint8Array(32);

/** 32 zero bytes for an unset address (what the AVM reads for it). */
export function optKey(address: string | undefined): Uint8Array {
  return address === undefined ? ZERO32 : publicKey(address);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeBase32(s: string): Uint8Array {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of s) {
    buffer = ((buffer << 5) | ALPHABET.indexOf(ch)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

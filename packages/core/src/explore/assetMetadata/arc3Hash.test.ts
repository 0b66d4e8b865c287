import { sha256 } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../txn/decodeBytesText';
import { checkArc3Hash } from './arc3Hash';

const utf8 = (s: string) => new TextEncoder().encode(s);

// ARC-3 "Example with Extra Metadata and {id}": the file as its Python program hashes it, and the
// metadata hash the ARC gives for it.
const EXTRA_FILE = `{
    "name": "My Picture",
    "description": "Lorem ipsum...",
    "image": "https://s3.amazonaws.com/your-bucket/images/{id}.png",
    "image_integrity": "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=",
    "image_mimetype": "image/png",
    "external_url": "https://mysongs.com/song/{id}",
    "extra_metadata": "iHcUslDaL/jEM/oTxqEX++4CS8o3+IZp7/V5Rgchqwc="
}`;
const EXTRA_AM = 'xsmZp6lGW9ktTWAt22KautPEqAmiXxow/iIuJlRlHIg=';

describe('checkArc3Hash', () => {
  it('checks ARC-3’s example with extra metadata by its SHA-512/256 construction', () => {
    expect(checkArc3Hash(utf8(EXTRA_FILE), EXTRA_AM)).toEqual({ kind: 'matches', how: 'extra-metadata' });
    // one byte more in the file: another hash
    expect(checkArc3Hash(utf8(`${EXTRA_FILE}\n`), EXTRA_AM)).toEqual({
      kind: 'differs',
      how: 'extra-metadata',
    });
  });

  it('checks a file without extra metadata by its SHA-256', () => {
    const file = utf8('{"name":"Pic","image":"pic.png"}');
    expect(checkArc3Hash(file, bytesToBase64(sha256(file)))).toEqual({ kind: 'matches', how: 'sha-256' });
    expect(checkArc3Hash(file, bytesToBase64(new Uint8Array(32).fill(1)))).toEqual({
      kind: 'differs',
      how: 'sha-256',
    });
  });

  it('has nothing to check without a hash, and skips ARC-19 assets as ARC-19 says', () => {
    const file = utf8('{}');
    expect(checkArc3Hash(file, undefined)).toEqual({ kind: 'no-hash' });
    expect(checkArc3Hash(file, bytesToBase64(new Uint8Array(32)))).toEqual({ kind: 'no-hash' });
    expect(checkArc3Hash(file, bytesToBase64(sha256(file)), { arc19: true })).toEqual({ kind: 'arc19' });
  });
});

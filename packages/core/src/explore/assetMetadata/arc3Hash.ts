import { sha256, sha512_256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '../../encoding/concatBytes';
import { decodeBase64 } from '../../txn/decodeBytesText';

export type Arc3HashCheck =
  /** The asset's metadata hash is that of the file (SHA-256, or ARC-3's hash with extra metadata). */
  | { kind: 'matches'; how: 'sha-256' | 'extra-metadata' }
  | { kind: 'differs'; how: 'sha-256' | 'extra-metadata' }
  /** The asset sets no metadata hash (all zero or absent): nothing to compare. */
  | { kind: 'no-hash' }
  /** ARC-19 moves the content by its reserve address: ARC-3's hash is not checked then (ARC-19). */
  | { kind: 'arc19' };

const utf8 = (s: string) => new TextEncoder().encode(s);
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * An ARC-3 JSON metadata file (its bytes as served) against the asset's metadata hash (`am`,
 * base64): SHA-256 of the file; or, when the file has `extra_metadata` (even empty),
 * SHA-512/256("arc0003/am" ‖ SHA-512/256("arc0003/amj" ‖ file) ‖ extra metadata).
 */
export function checkArc3Hash(
  file: Uint8Array,
  metadataHash: string | undefined,
  options: { arc19?: boolean } = {},
): Arc3HashCheck {
  if (options.arc19 === true) return { kind: 'arc19' };
  const am = metadataHash === undefined ? undefined : decodeBase64(metadataHash);
  if (am === undefined || am.length === 0 || am.every((b) => b === 0)) return { kind: 'no-hash' };
  let extra: Uint8Array | undefined;
  try {
    const json = JSON.parse(new TextDecoder().decode(file)) as unknown;
    const e =
      typeof json === 'object' && json !== null
        ? (json as Record<string, unknown>)['extra_metadata']
        : undefined;
    if (typeof e === 'string') extra = decodeBase64(e) ?? new Uint8Array();
  } catch {
    // not JSON: compared as plain bytes (SHA-256)
  }
  if (extra === undefined) return { kind: same(sha256(file), am) ? 'matches' : 'differs', how: 'sha-256' };
  const jsonHash = sha512_256(concatBytes([utf8('arc0003/amj'), file]));
  const expected = sha512_256(concatBytes([utf8('arc0003/am'), jsonHash, extra]));
  return { kind: same(expected, am) ? 'matches' : 'differs', how: 'extra-metadata' };
}

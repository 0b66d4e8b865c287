import { bytesToBase64 } from '../txn/decodeBytesText';

/**
 * What a dropped file becomes in a text box: a text file (base64 or hex saved from somewhere) as
 * its text, anything else (goal's msgpack) as base64 of its bytes.
 */
export function readDroppedFile(bytes: Uint8Array): string {
  const printable =
    bytes.length > 0 && bytes.every((b) => b === 9 || b === 10 || b === 13 || (b >= 32 && b < 127));
  return printable ? new TextDecoder().decode(bytes).trim() : bytesToBase64(bytes);
}

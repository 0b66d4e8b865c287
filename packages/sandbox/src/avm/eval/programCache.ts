import { decodeProgram, type DecodedProgram } from './decodeProgram';

/**
 * Decoded programs by content: apps run the same bytes over and over. Keyed by the bytes as a
 * latin1 string (programs are ≤ 8 KiB), bounded so memory stays small.
 */
const cache = new Map<string, DecodedProgram>();
const LIMIT = 512;

export function decodeCached(program: Uint8Array): DecodedProgram {
  const key = Buffer.from(program.buffer, program.byteOffset, program.byteLength).toString('latin1');
  let d = cache.get(key);
  if (d === undefined) {
    d = decodeProgram(program);
    if (cache.size >= LIMIT) cache.clear();
    cache.set(key, d);
  }
  return d;
}

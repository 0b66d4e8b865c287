import { sha512_256 } from '@noble/hashes/sha2.js';
import type algosdk from 'algosdk';
import { bytesToBase64, decodeBase64 } from '../txn/decodeBytesText';
import { DebugError } from './DebugError';
import { DEBUG_MESSAGES as M } from './debugMessages';
import type { ProgramListing } from './ProgramListing';
import { readSourceMap } from './readSourceMap';

/** sha512_256 of a program, base64: how simulate names the program it traced. */
export function programHash(program: Uint8Array): string {
  return bytesToBase64(sha512_256(program));
}

/**
 * A program's listing from the node: its disassembly (`/v2/teal/disassemble`), then that text
 * compiled again with `sourcemap=true`, whose version 3 map says which line each pc is on. The
 * disassembly assembles back to the same bytes, so the map fits the traced program.
 */
export async function loadProgramListing(
  algod: algosdk.Algodv2,
  program: Uint8Array,
): Promise<ProgramListing> {
  const hash = programHash(program);
  let text: string;
  try {
    text = (await algod.disassemble(program).do()).result;
  } catch (cause) {
    throw new DebugError('DEBUG_DISASSEMBLE', M.disassembleFailed(hash), { cause, details: { hash } });
  }
  return listingFromSource(algod, hash, text, 'disassembly');
}

/**
 * A listing for TEAL source the caller has (a logic sig's own, say): the node compiles it with
 * `sourcemap=true`, so every pc has its line. Source given for a traced program (origin 'source')
 * must compile to that program's bytes (`hash`), or its map would put steps on the wrong lines.
 */
export async function listingFromSource(
  algod: algosdk.Algodv2,
  hash: string,
  source: string,
  origin: ProgramListing['origin'],
): Promise<ProgramListing> {
  let lineOfPc: Map<number, number> | undefined;
  let built: string | undefined;
  try {
    const compiled = await algod.compile(source).sourcemap(true).do();
    lineOfPc = readSourceMap(compiled.sourcemap);
    const bytes = decodeBase64(compiled.result);
    built = bytes === undefined ? undefined : programHash(bytes);
  } catch (cause) {
    throw new DebugError('DEBUG_SOURCE_MAP', M.sourceMapFailed(hash), { cause, details: { hash } });
  }
  if (lineOfPc === undefined)
    throw new DebugError('DEBUG_SOURCE_MAP', M.sourceMapFailed(hash), { details: { hash } });
  if (origin === 'source' && built !== hash)
    throw new DebugError('DEBUG_SOURCE_MISMATCH', M.sourceMismatch(hash), { details: { hash } });
  return { hash, lines: source.replace(/\n$/, '').split('\n'), lineOfPc, origin };
}

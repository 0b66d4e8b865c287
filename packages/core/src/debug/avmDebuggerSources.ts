import { encode } from '@jridgewell/sourcemap-codec';
import type { ProgramListing } from './ProgramListing';
import type { PuyaProgramFiles } from './readPuyaOut';

export interface DebuggerFile {
  /** The file's path inside the bundle ('/'-separated). */
  name: string;
  text: string;
}

/** Where the program files go, relative to sources.avm.json (the debugger resolves from there). */
export const SOURCES_DIR = 'sources/';

/**
 * The files the AVM debugger (VS Code) reads beside a `*.trace.avm.json`: `sources.avm.json`
 * (`txn-group-sources`: each program hash → the path of its source map, relative to the
 * sources.avm.json file) and, per program under `sources/`, the TEAL listing and its version 3
 * source map (one generated line per pc, pointing at the line; its `sources` entry is relative to
 * the map, as the debugger resolves it). A program with a puya debug map and all its sources gets
 * that map instead (the debugger steps it by Python / TypeScript line: algokit-avm-debugger
 * `src/common/utils.ts` `isPuyaSourceMap`), under `sources/<program>/` with its sources beside it
 * and its `sources` entries rewritten to point at them.
 */
export function avmDebuggerSources(
  listings: Iterable<ProgramListing>,
  puya: readonly PuyaProgramFiles[] = [],
): DebuggerFile[] {
  const files: DebuggerFile[] = [];
  const entries: { 'sourcemap-location': string; hash: string }[] = [];
  for (const listing of listings) {
    const base = `program-${fileSafe(listing.hash)}`;
    const program = puya.find((p) => p.hash === listing.hash && p.sources.every((s) => s.text !== undefined));
    if (program !== undefined) {
      const dir = `${SOURCES_DIR}${base}/`;
      const names = program.sources.map((s, i) => `src/${i}-${s.path.split('/').pop() ?? 'source'}`);
      const map = { ...(JSON.parse(program.mapText) as object), sources: names };
      files.push({ name: `${dir}${program.name}.puya.map`, text: JSON.stringify(map) });
      program.sources.forEach((s, i) => files.push({ name: `${dir}${names[i]}`, text: s.text ?? '' }));
      entries.push({ 'sourcemap-location': `${dir}${program.name}.puya.map`, hash: listing.hash });
      continue;
    }
    const lastPc = Math.max(-1, ...listing.lineOfPc.keys());
    const mappings = Array.from({ length: lastPc + 1 }, (_, pc) => {
      const line = listing.lineOfPc.get(pc);
      return line === undefined ? [] : [[0, 0, line, 0] as [number, number, number, number]];
    });
    const map = { version: 3, sources: [`${base}.teal`], names: [], mappings: encode(mappings) };
    files.push({ name: `${SOURCES_DIR}${base}.teal`, text: `${listing.lines.join('\n')}\n` });
    files.push({ name: `${SOURCES_DIR}${base}.teal.map`, text: JSON.stringify(map) });
    entries.push({ 'sourcemap-location': `${SOURCES_DIR}${base}.teal.map`, hash: listing.hash });
  }
  files.unshift({
    name: 'sources.avm.json',
    text: JSON.stringify({ 'txn-group-sources': entries }, null, 2),
  });
  return files;
}

/** A base64 hash as a file name (no '/' or '+'). */
function fileSafe(hash: string): string {
  return hash.replace(/\//g, '_').replace(/\+/g, '-').replace(/=+$/, '');
}

import { encode } from '@jridgewell/sourcemap-codec';
import type { ProgramListing } from './ProgramListing';

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
 * the map, as the debugger resolves it).
 */
export function avmDebuggerSources(listings: Iterable<ProgramListing>): DebuggerFile[] {
  const files: DebuggerFile[] = [];
  const entries: { 'sourcemap-location': string; hash: string }[] = [];
  for (const listing of listings) {
    const base = `program-${fileSafe(listing.hash)}`;
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

import { decode } from '@jridgewell/sourcemap-codec';
import { strFromU8, unzipSync } from 'fflate';
import { DebugError } from './DebugError';
import { DEBUG_MESSAGES as M } from './debugMessages';
import type { ProgramListing } from './ProgramListing';
import type { PuyaProgramFiles } from './readPuyaOut';
import { readTraceFile } from './readTraceFile';

export interface DebuggerBundle extends ReturnType<typeof readTraceFile> {
  /** Listings from the bundle's sources.avm.json, by program hash. */
  listings: Map<string, ProgramListing>;
  /** Entries that could not be read (a missing map or source file), in words. */
  problems: string[];
  /** Programs whose entry is a puya debug map (with pc_events), with the sources it names. */
  puya: PuyaProgramFiles[];
}

/** Whether bytes are a zip archive (a local file header first). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * A zip holding a simulate trace (`*.trace.avm.json`) and, optionally, the AVM debugger's
 * `sources.avm.json` with the source maps and sources it names (what avmDebuggerBundle writes,
 * or a project's trace and `.algokit/sources` zipped together). Paths resolve as the debugger
 * resolves them: a map's location from sources.avm.json's folder, a source from the map's. A puya
 * debug map (it has `pc_events`) is kept as one, for stepping by source line.
 */
export function readDebuggerBundle(bytes: Uint8Array): DebuggerBundle {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (cause) {
    throw new DebugError('DEBUG_BAD_TRACE', M.badBundle, { cause });
  }
  const names = Object.keys(files).filter((n) => !n.endsWith('/'));
  const text = (name: string) => {
    const b = files[name];
    return b === undefined ? undefined : strFromU8(b);
  };
  const traceName =
    names.find((n) => n.endsWith('.trace.avm.json')) ??
    names.find((n) => n.endsWith('.json') && !n.endsWith('sources.avm.json') && !n.includes('.vscode/'));
  if (traceName === undefined) throw new DebugError('DEBUG_BAD_TRACE', M.badBundle);
  const trace = readTraceFile(text(traceName) ?? '');
  const listings = new Map<string, ProgramListing>();
  const problems: string[] = [];
  const puya: PuyaProgramFiles[] = [];
  const sourcesName = names.find((n) => n === 'sources.avm.json' || n.endsWith('/sources.avm.json'));
  if (sourcesName !== undefined) {
    let entries: unknown;
    try {
      entries = (JSON.parse(text(sourcesName) ?? '') as Record<string, unknown>)['txn-group-sources'];
    } catch {
      entries = undefined;
    }
    if (!Array.isArray(entries)) problems.push(M.badSourcesFile);
    for (const entry of Array.isArray(entries) ? entries : []) {
      const { hash, 'sourcemap-location': location } = (entry ?? {}) as Record<string, unknown>;
      if (typeof hash !== 'string' || typeof location !== 'string') continue;
      const mapPath = join(dirOf(sourcesName), location);
      const program = puyaFromFiles(hash, mapPath, text);
      if (program !== undefined) {
        puya.push(program);
        continue;
      }
      const listing = listingFromFiles(hash, mapPath, text);
      if (typeof listing === 'string') problems.push(listing);
      else listings.set(hash, listing);
    }
  }
  return { ...trace, listings, problems, puya };
}

/** A puya debug map's entry with the sources it names (from the map's folder). */
function puyaFromFiles(
  hash: string,
  mapPath: string,
  text: (name: string) => string | undefined,
): PuyaProgramFiles | undefined {
  const mapText = text(mapPath);
  let map: { pc_events?: unknown; sources?: unknown } = {};
  try {
    map = JSON.parse(mapText ?? '') as typeof map;
  } catch {
    return undefined;
  }
  if (mapText === undefined || typeof map.pc_events !== 'object' || !Array.isArray(map.sources))
    return undefined;
  const name = mapPath.slice(mapPath.lastIndexOf('/') + 1).replace(/\.puya\.map$|\.map$/, '');
  const sources = map.sources.map(String).map((path) => {
    const source = text(join(dirOf(mapPath), path));
    return source === undefined ? { path } : { path, text: source };
  });
  return { hash, name, mapText, sources };
}

/** One program's listing from its source map and the source it names, or why not. */
function listingFromFiles(
  hash: string,
  mapPath: string,
  text: (name: string) => string | undefined,
): ProgramListing | string {
  const raw = text(mapPath);
  if (raw === undefined) return M.bundleFileMissing(mapPath);
  let map: { version?: unknown; sources?: unknown; mappings?: unknown };
  try {
    map = JSON.parse(raw) as typeof map;
  } catch {
    return M.bundleFileMissing(mapPath);
  }
  const sources = Array.isArray(map.sources) ? map.sources.map(String) : [];
  if (Number(map.version) !== 3 || typeof map.mappings !== 'string' || sources.length === 0)
    return M.bundleFileMissing(mapPath);
  // pc → [source index, line]; a Puya map may point into several files (TEAL and Python).
  const at = decode(map.mappings).map((segments) => segments[0]);
  const paths = sources.map((s) => join(dirOf(mapPath), s));
  const counts = paths.map((p, i) =>
    text(p) === undefined ? -1 : at.filter((s) => s?.[1] === i).length + (p.endsWith('.teal') ? 1e6 : 0),
  );
  const best = counts.indexOf(Math.max(...counts));
  const source = best >= 0 && (counts[best] ?? -1) >= 0 ? text(paths[best] ?? '') : undefined;
  if (source === undefined) return M.bundleFileMissing(paths[0] ?? mapPath);
  const lineOfPc = new Map<number, number>();
  at.forEach((s, pc) => {
    if (s !== undefined && s[1] === best && s[2] !== undefined) lineOfPc.set(pc, s[2]);
  });
  return {
    hash,
    lines: source.replace(/\n$/, '').split('\n'),
    lineOfPc,
    origin: 'import',
    file: paths[best] ?? '',
  };
}

function dirOf(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i + 1);
}

/** `dir` + a relative path, with `.` and `..` resolved ('/'-separated, as in a zip). */
function join(dir: string, path: string): string {
  const out: string[] = [];
  for (const part of `${path.startsWith('/') ? '' : dir}${path}`.split('/')) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

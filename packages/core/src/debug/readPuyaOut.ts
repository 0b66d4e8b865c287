import { decodeBase64 } from '../txn/decodeBytesText';
import { DEBUG_MESSAGES as M } from './debugMessages';
import { programHash } from './loadProgramListing';
import { readPuyaMap } from './PuyaMap';

/** A file picked or dropped: its path ('/'-separated, as the folder holds it) and text. */
export interface GivenFile {
  path: string;
  text: string;
}

/**
 * One program's puya debug map with its sources, as kept per program hash (plain data, so it
 * stores as it is): the map's text and, in the map's `sources` order, each source path as the map
 * names it with the file's text when it was given.
 */
export interface PuyaProgramFiles {
  /** sha512_256 of the program bytes, base64, from the ARC-56 spec's `byteCode` beside the map. */
  hash?: string;
  /** The map's file name without `.puya.map` ("HelloWorldContract.approval"). */
  name: string;
  mapText: string;
  sources: { path: string; text?: string }[];
}

/**
 * puya's `out/` folder (or any of its files and the sources, a zip's entries): each
 * `<Contract>.approval.puya.map` / `.clear.puya.map` paired with `<Contract>.arc56.json`'s
 * `byteCode` (its hash is the program hash simulate reports, as the AVM debugger's
 * sources.avm.json registry pairs them) and with the source files its `sources` name, resolved
 * from the map's folder. A map without a spec's bytecode (a build with template variables) is kept
 * without a hash: it is matched to a trace by its pcs.
 */
export function readPuyaOut(files: readonly GivenFile[]): {
  programs: PuyaProgramFiles[];
  problems: string[];
} {
  const programs: PuyaProgramFiles[] = [];
  const problems: string[] = [];
  const byPath = new Map(files.map((f) => [normalize(f.path), f]));
  for (const file of files) {
    if (!file.path.endsWith('.puya.map')) continue;
    const path = normalize(file.path);
    const slash = path.lastIndexOf('/');
    const dir = path.slice(0, slash + 1);
    const name = path.slice(slash + 1, -'.puya.map'.length);
    let map;
    try {
      map = readPuyaMap(file.text, file.path);
    } catch (e) {
      problems.push(e instanceof Error ? e.message : String(e));
      continue;
    }
    const sources = map.sources.map((s) => {
      const found = findSource(byPath, normalize(dir + s));
      if (found === undefined) problems.push(M.puyaSourceMissing(s, file.path));
      return found === undefined ? { path: s } : { path: s, text: found.text };
    });
    const program: PuyaProgramFiles = { name, mapText: file.text, sources };
    const hash = hashFromSpec(byPath, dir, name);
    if (hash !== undefined) program.hash = hash;
    programs.push(program);
  }
  if (programs.length === 0) problems.push(M.noPuyaMap);
  return { programs, problems };
}

/** `<Contract>.arc56.json`'s byteCode for the map's kind (approval or clear), hashed. */
function hashFromSpec(byPath: ReadonlyMap<string, GivenFile>, dir: string, name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  const kind = name.slice(dot + 1);
  if (dot < 0 || (kind !== 'approval' && kind !== 'clear')) return undefined;
  const spec = byPath.get(`${dir}${name.slice(0, dot)}.arc56.json`);
  if (spec === undefined) return undefined;
  try {
    const code = (JSON.parse(spec.text) as { byteCode?: Record<string, unknown> }).byteCode?.[kind];
    const bytes = typeof code === 'string' ? decodeBase64(code) : undefined;
    return bytes === undefined ? undefined : programHash(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The given file at a path, else the one file ending with the same last two segments, else with
 * the same name (a picker gives files without their folders).
 */
function findSource(byPath: ReadonlyMap<string, GivenFile>, path: string): GivenFile | undefined {
  const exact = byPath.get(path);
  if (exact !== undefined) return exact;
  const parts = path.split('/');
  for (const n of [2, 1]) {
    const tail = parts.slice(-n).join('/');
    const hits = [...byPath.entries()].filter(([p]) => p === tail || p.endsWith(`/${tail}`));
    if (hits.length === 1) return hits[0]?.[1];
  }
  return undefined;
}

/** A path with '\' as '/', and '.' and '..' segments resolved where they can be. */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of the Vite manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Size {
  raw: number;
  gzip: number;
}

/**
 * The manifest key of the chunk holding a source module (`src/...`): its own entry, or, for a module
 * merged into a shared chunk (no entry of its own), that chunk's, found through the build's
 * `.vite/module-chunks.json` (module → chunk file).
 */
export function chunkKeyOf(manifest: Manifest, moduleChunks: Record<string, string>, module: string): string {
  if (manifest[module] !== undefined) return module;
  const file = moduleChunks[module];
  const key = Object.keys(manifest).find((k) => manifest[k]!.file === file);
  if (key === undefined) throw new Error(`no chunk holds ${module}`);
  return key;
}

/** The chunk and everything it imports statically (what the browser must load before it runs), as files. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (chunk === undefined) throw new Error(`manifest has no chunk ${k}`);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return files;
}

/** Byte sizes of files under dist, raw and gzip (level 9, as Vite reports them). */
export function sizeOf(distDir: string, files: Iterable<string>, cache = new Map<string, Size>()): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    let size = cache.get(file);
    if (size === undefined) {
      const bytes = readFileSync(join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      cache.set(file, size);
    }
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

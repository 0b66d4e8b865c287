import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute } from '../apps/web/src/app/routeData/matchRoute';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The modules main.tsx imports at once on every page (React, the router, the app's frame). */
const SHELL_MODULE = 'src/app/boot/renderApp.tsx';
/** The header's code, which a drawn page runs once the page under it has hydrated (`DeferredHeader`). */
const HEADER_MODULE = 'src/app/layout/Header.tsx';

/**
 * For a URL path, the script files its first screen imports as soon as the entry runs, beyond the
 * entry's own (which index.html already preloads): the route's data declaration chunk (its data
 * requests wait for it), the shell, then the page's own code, then the header's. serveDist writes them into index.html
 * as `<link rel="modulepreload">`, so they download with the entry instead of after it has run: the
 * page's code then runs before its data arrives rather than with it, which held the main thread
 * while the answers waited to be handled (the rows' asset reads left ~700 ms after the list
 * arrived, bench/explorer-pages.ts). Read from the build's manifest and `.vite/module-chunks.json`;
 * a build without them gets no hints.
 */
export function firstScreenHints(distDir: string, pageCode = true): (path: string) => string[] {
  const manifestFile = join(distDir, '.vite/manifest.json');
  const modulesFile = join(distDir, '.vite/module-chunks.json');
  if (!existsSync(manifestFile) || !existsSync(modulesFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const moduleChunks = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string>;
  const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
  const closure = (file: string | undefined, into: Set<string>) => {
    const chunk = file === undefined ? undefined : byFile.get(file);
    if (chunk === undefined || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const key of chunk.imports ?? []) closure(manifest[key]?.file, into);
    return into;
  };
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const preloaded = closure(entry?.file, new Set());
  const shell = [...closure(moduleChunks[SHELL_MODULE], new Set())];
  const header = [...closure(moduleChunks[HEADER_MODULE], new Set())];
  return (path) => {
    const route = matchRoute(path)?.entry;
    const chunksOf = (module: string | undefined) =>
      module === undefined ? [] : [...closure(moduleChunks[module], new Set())];
    const page = pageCode ? chunksOf(route?.module) : [];
    return [...new Set([...chunksOf(route?.queries), ...shell, ...page, ...header])].filter(
      (f) => !preloaded.has(f),
    );
  };
}

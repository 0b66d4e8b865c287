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

/**
 * For a URL path, the script files its first screen imports as soon as the entry runs, beyond the
 * entry's own (which index.html already preloads): the route's data declaration chunk (its data
 * requests wait for it) and then the shell. serveDist writes them into index.html as
 * `<link rel="modulepreload">`, so they download with the entry instead of after it has run. Read
 * from the build's manifest and `.vite/module-chunks.json`; a build without them gets no hints.
 */
export function firstScreenHints(distDir: string): (path: string) => string[] {
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
  return (path) => {
    const queries = matchRoute(path)?.entry.queries;
    const declaration = queries === undefined ? [] : [...closure(moduleChunks[queries], new Set())];
    return [...new Set([...declaration, ...shell])].filter((f) => !preloaded.has(f));
  };
}

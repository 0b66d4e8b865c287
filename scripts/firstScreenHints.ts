import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenChunks } from '../apps/web/src/app/routeData/firstScreenChunks';
import { matchRoute } from '../apps/web/src/app/routeData/matchRoute';
import type { RouteEntry } from '../apps/web/src/app/routeTable';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * For a URL path, the script files its first screen imports as soon as the entry runs, beyond the
 * entry's own (`firstScreenChunks`: the route's data declaration chunk, the shell, the page's own
 * code, the header's). serveDist writes them into index.html as `<link rel="modulepreload">`, so
 * they download with the entry instead of after it has run: the page's code then runs before its
 * data arrives rather than with it, which held the main thread while the answers waited to be
 * handled (the rows' asset reads left ~700 ms after the list arrived, bench/explorer-pages.ts).
 * Read from the build's manifest and `.vite/module-chunks.json`; a build without them gets no hints.
 */
export function firstScreenHints(distDir: string, pageCode = true): (path: string) => string[] {
  const chunksFor = routeChunks(distDir, pageCode);
  return (path) => chunksFor(matchRoute(path)?.entry);
}

/**
 * `firstScreenChunks` over a build's manifest: for a route (undefined: none matched), its first
 * screen's script files beyond the entry's own. None when the build has no manifest. (A static
 * host's index.html carries the same lists: scripts/writeStaticPlan.ts.)
 */
export function routeChunks(distDir: string, pageCode = true): (route: RouteEntry | undefined) => string[] {
  const manifestFile = join(distDir, '.vite/manifest.json');
  const modulesFile = join(distDir, '.vite/module-chunks.json');
  if (!existsSync(manifestFile) || !existsSync(modulesFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunks = Object.values(manifest);
  return firstScreenChunks(
    {
      entry: chunks.find((c) => c.isEntry)?.file,
      imports: new Map(
        chunks.map((c) => [c.file, (c.imports ?? []).flatMap((key) => manifest[key]?.file ?? [])]),
      ),
      moduleChunks: JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string>,
    },
    pageCode,
  );
}

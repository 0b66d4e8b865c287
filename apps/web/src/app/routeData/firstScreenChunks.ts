import type { RouteEntry } from '../routeTable';

/** A build's chunks as the first screen's preloads need them (from the manifest, or the bundle itself). */
export interface ChunkGraph {
  /** The entry chunk's file (index.html loads it and preloads what it imports). */
  entry: string | undefined;
  /** Each chunk's file → the files it imports statically. */
  imports: ReadonlyMap<string, readonly string[]>;
  /** Each source module (relative to apps/web, as the route table names it) → its chunk's file. */
  moduleChunks: Readonly<Record<string, string>>;
}

/** The modules main.tsx imports at once on every page (React, the router, the app's frame). */
export const SHELL_MODULE = 'src/app/boot/renderApp.tsx';
/** The header's code, which a drawn page runs once the page under it has hydrated (`DeferredHeader`). */
export const HEADER_MODULE = 'src/app/layout/Header.tsx';

/**
 * For a route, the script files its first screen imports as soon as the entry runs, beyond the
 * entry's own (which index.html already preloads), in the order they are needed: the route's data
 * declaration (its data requests wait for it), the shell, the page's own code (not with `pageCode`
 * false), then the header's. Each with everything it imports statically. A route the table does not
 * know (undefined) gets the shell and the header.
 */
export function firstScreenChunks(
  graph: ChunkGraph,
  pageCode = true,
): (route: RouteEntry | undefined) => string[] {
  const closure = (file: string | undefined, into: Set<string>): Set<string> => {
    if (file === undefined || into.has(file) || !graph.imports.has(file)) return into;
    into.add(file);
    for (const imported of graph.imports.get(file)!) closure(imported, into);
    return into;
  };
  const chunksOf = (module: string | undefined) =>
    module === undefined ? [] : [...closure(graph.moduleChunks[module], new Set())];
  const preloaded = closure(graph.entry, new Set());
  const shell = chunksOf(SHELL_MODULE);
  const header = chunksOf(HEADER_MODULE);
  return (route) => {
    const page = pageCode ? chunksOf(route?.module) : [];
    return [...new Set([...chunksOf(route?.queries), ...shell, ...page, ...header])].filter(
      (f) => !preloaded.has(f),
    );
  };
}

/**
 * Build chunking for the explorer's screens (used by vite.config.ts, after the `shell` group that
 * takes everything the entry loads). Split per module, the explorer's pieces (rows, links,
 * readers, formatters, their libraries) made the account page load ~40 small files on top of the
 * shell's. Here every module an explorer page or route data declaration loads, beyond the shell,
 * goes into one of four chunks:
 *
 * - `explorer-home`: what the network home (the first page) loads, so the first page stays light;
 * - `explorer-data`: what the other pages' data declarations load (query factories, readers, view
 *   builders), so a page's first requests wait only for this small chunk, not for the page's code;
 * - `explorer`: what only the other explorer pages load, the pages themselves included;
 * - `explorer-shared`: what explorer pages share with other screens (tabs, form fields, stores).
 *
 * An explorer page therefore loads the shell, these four and nothing else. Modules no explorer page
 * loads (wallet SDKs, CodeMirror, algosdk, the studio) keep the default splitting: they never join a
 * chunk the explorer loads.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Loaded only on demand (it brings algosdk): stays its own chunk. */
const ON_DEMAND = /[\\/]appSpec[\\/]decodeWithAppSpec\.ts$/;
const HOME =
  /[\\/]features[\\/]explore[\\/](pages[\\/]NetworkHomePage\.tsx|queries[\\/]homeRouteQueries\.ts)$/;
/** The other explorer routes' data declarations: what their first requests need. */
const DATA = /[\\/]features[\\/]explore[\\/]queries[\\/]\w+RouteQueries\.ts$/;
/** The explorer's lazily loaded roots: its pages and their data declarations. */
const EXPLORER_ROOT =
  /[\\/]features[\\/]((explore|accounts|assets|applications|transactions|blocks)[\\/]pages[\\/]|explore[\\/]queries[\\/]\w+RouteQueries\.ts$)/;

/**
 * The roots that load a module statically: walking importers up to modules nobody imports
 * statically (the entry, each lazily loaded page, on-demand chunks).
 */
function rootsOf(id: string, graph: ModuleGraph): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>([id]);
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const importers = graph.getModuleInfo(current)?.importers ?? [];
    if (importers.length === 0) roots.add(current);
    for (const i of importers) {
      if (seen.has(i)) continue;
      seen.add(i);
      stack.push(i);
    }
  }
  return roots;
}

/**
 * The app's frame, imported by main.tsx at once but not statically (React DOM, the router, the
 * layout), and the header, which the layout imports lazily only to hydrate it after the page
 * (`DeferredHeader`): its code stays in the shell's chunk, so its modules shared with the explorer
 * pages do not pull their chunks into every page.
 */
const SHELL_ROOT = /[\\/]src[\\/]app[\\/](boot[\\/]renderApp|layout[\\/]Header)\.tsx$/;

/** `shell`: what the app's first render loads statically (the entry's own imports are `boot`'s). */
export function shellChunkName(): (id: string, graph: ModuleGraph) => string | null {
  return (id, graph) => ([...rootsOf(id, graph)].some((r) => SHELL_ROOT.test(r)) ? 'shell' : null);
}

/** The entry: main.tsx, imported by the page (index.html, a module of the build). */
const ENTRY = /[\\/](src[\\/]main\.tsx|index\.html)$/;

/**
 * `boot`: what the entry (main.tsx, which stays its own chunk) loads statically, and what a later
 * page's data declaration shares with the shell or the home page, so the declarations' chunk
 * (`explorer-data`) needs nothing beyond the entry: its requests never wait for React, and the
 * first page loads no declaration but its own.
 */
export function bootChunkName(): (id: string, graph: ModuleGraph) => string | null {
  return (id, graph) => {
    if (ENTRY.test(id)) return null;
    const roots = [...rootsOf(id, graph)];
    if (roots.some((r) => ENTRY.test(r))) return 'boot';
    const data = roots.some((r) => DATA.test(r) && !HOME.test(r));
    return data && roots.some((r) => SHELL_ROOT.test(r) || HOME.test(r)) ? 'boot' : null;
  };
}

export function explorerChunkName(): (id: string, graph: ModuleGraph) => string | null {
  return (id, graph) => {
    if (ON_DEMAND.test(id)) return null;
    const roots = [...rootsOf(id, graph)];
    // What no explorer page loads keeps the default splitting. The shell's group has the higher
    // priority, so a module the entry loads is the shell's even when an explorer page loads it too
    // (a library's index file makes every export look reached by all who import any).
    if (!roots.some((r) => EXPLORER_ROOT.test(r))) return null;
    if (roots.some((r) => HOME.test(r))) return 'explorer-home';
    if (roots.some((r) => DATA.test(r))) return 'explorer-data';
    return roots.every((r) => EXPLORER_ROOT.test(r)) ? 'explorer' : 'explorer-shared';
  };
}

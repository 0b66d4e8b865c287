/**
 * Build chunking for the explorer's screens (used by vite.config.ts). Split per module, the shared
 * pieces of the explorer (rows, links, readers, formatters, their libraries) made the account page
 * load ~35 small files on top of the shell's. Here every module that only explorer pages load
 * (app code or a library) goes into one `explorer` chunk, or `explorer-home` when the network home
 * (the first page) loads it too. A detail page then makes a dozen fewer requests. Code the shell
 * or any other page loads keeps the default splitting, so the shell and other pages do not change,
 * and the first page loads the code it did, in fewer files.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** Loaded only on demand (it brings algosdk): stays its own chunk. */
const ON_DEMAND = /[\\/]appSpec[\\/]decodeWithAppSpec\.ts$/;
const LIGHT = /[\\/](TransactionPage|BlockPage|GroupPage)\.tsx$/;
const HOME = /[\\/]features[\\/]explore[\\/]pages[\\/]NetworkHomePage\.tsx$/;

/** A page of the explorer: the only roots whose code may be grouped. */
const EXPLORER_PAGE =
  /[\\/]features[\\/](explore|accounts|assets|applications|transactions|blocks)[\\/]pages[\\/]/;

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

export function explorerChunkName(): (id: string, graph: ModuleGraph) => string | null {
  return (id, graph) => {
    if (ON_DEMAND.test(id) || EXPLORER_PAGE.test(id)) return null;
    const roots = [...rootsOf(id, graph)];
    // Anything the shell or another page loads keeps the default splitting.
    if (roots.length === 0 || !roots.every((r) => EXPLORER_PAGE.test(r))) return null;
    if (roots.some((r) => HOME.test(r))) return 'explorer-home';
    // The light pages (a transaction, block or group) load only what they share.
    return roots.some((r) => LIGHT.test(r)) ? 'explorer-common' : 'explorer';
  };
}

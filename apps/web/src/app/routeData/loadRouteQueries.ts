import type { RouteQueries } from './RouteQueries';

type DeclarationModule = Record<string, RouteQueries>;

/**
 * Every route's data declaration; the route table names them (`RouteEntry.queries`). The first
 * page's (the network home) is part of the entry; the others load on first use, in one chunk that
 * needs nothing beyond the entry (vite.explorerChunks.ts), so a page's first requests never wait
 * for React or the page's code.
 */
const FIRST = import.meta.glob<DeclarationModule>('../../features/explore/queries/homeRouteQueries.ts', {
  eager: true,
});
const LATER = import.meta.glob<DeclarationModule>([
  '../../features/*/queries/*RouteQueries.ts',
  '!../../features/explore/queries/homeRouteQueries.ts',
]);

/** The glob's key for a route table path (`src/features/...` → `../../features/...`). */
function loaderKey(module: string): string {
  return `../../${module.replace(/^src\//, '')}`;
}

export function hasRouteQueries(module: string): boolean {
  const key = loaderKey(module);
  return key in FIRST || key in LATER;
}

/** A route's data declaration: at once for the first page's, on first use for the others'. */
export function loadRouteQueries(module: string): RouteQueries | Promise<RouteQueries> {
  const key = loaderKey(module);
  const first = FIRST[key];
  if (first !== undefined) return declarationOf(module, first);
  const load = LATER[key];
  if (load === undefined) throw new Error(`No route queries module ${module}`);
  return load().then((exports) => declarationOf(module, exports));
}

function declarationOf(module: string, exports: DeclarationModule): RouteQueries {
  const exportName = module.replace(/^.*\/|\.ts$/g, '');
  const declaration = exports[exportName];
  if (declaration === undefined) throw new Error(`${module} has no export ${exportName}`);
  return declaration;
}

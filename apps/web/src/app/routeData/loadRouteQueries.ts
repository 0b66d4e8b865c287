import type { RouteQueries } from './RouteQueries';

/** Every route's data declaration; the route table names them (`RouteEntry.queries`). */
const LOADERS = import.meta.glob<Record<string, RouteQueries>>('../../features/*/queries/*RouteQueries.ts');

/** The glob's key for a route table path (`src/features/...` → `../../features/...`). */
function loaderKey(module: string): string {
  return `../../${module.replace(/^src\//, '')}`;
}

export function hasRouteQueries(module: string): boolean {
  return loaderKey(module) in LOADERS;
}

/** A route's data declaration, loaded on first use (its code travels with the page's: same chunk group). */
export async function loadRouteQueries(module: string): Promise<RouteQueries> {
  const load = LOADERS[loaderKey(module)];
  if (load === undefined) throw new Error(`No route queries module ${module}`);
  const exportName = module.replace(/^.*\/|\.ts$/g, '');
  const declaration = (await load())[exportName];
  if (declaration === undefined) throw new Error(`${module} has no export ${exportName}`);
  return declaration;
}

import type { RouteQuery, RouteQueryContext } from '../../../app/routeData/RouteQueries';
import { openTab } from '../../../ui/openTab';

/**
 * A detail route's first reads: the entity, and with an indexer the open tab's list (`?tab=`, the
 * first tab when absent or unknown, as `useTabParam` reads it). A tab's builder returns undefined
 * when its list cannot be asked for yet (the URL's filters are wrong).
 */
export function detailAndTab<const T extends string>(
  { profile, search }: RouteQueryContext,
  detail: RouteQuery,
  tabs: readonly [T, ...T[]],
  lists: Record<T, () => RouteQuery | undefined>,
): readonly RouteQuery[] {
  if (profile.indexer === undefined) return [detail];
  const list = lists[openTab(tabs, search.get('tab'))]();
  return list === undefined ? [detail] : [detail, list];
}

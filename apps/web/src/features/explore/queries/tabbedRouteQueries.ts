import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { RouteQueries, RouteQuery, RouteQueryContext } from '../../../app/routeData/RouteQueries';
import { openTab } from '../../../ui/openTab';
import { parseUint64 } from '../parseUint64';

type Params = RouteQueryContext['params'];

/** Reads a uint64 id from the URL param `name` (undefined when it cannot be one). */
export const uint64Param = (name: string) => (params: Params) => parseUint64(params[name] ?? '');

/**
 * A detail route's data declaration: nothing for an id that cannot exist, else the entity, and with
 * `tabs` and an indexer the open tab's list (`?tab=`, the first tab when absent or unknown, as `useTabParam`
 * reads it). A tab's list returns undefined when its list cannot be asked for yet (the URL's
 * filters are wrong).
 */
export function tabbedRouteQueries<Id, const T extends string>(
  readId: (params: Params) => Id | undefined,
  detail: (profile: NetworkProfile, id: Id) => RouteQuery,
  tabs?: readonly [T, ...T[]],
  lists?: Record<T, (profile: NetworkProfile, id: Id, search: URLSearchParams) => RouteQuery | undefined>,
): RouteQueries {
  return ({ profile, params, search }) => {
    const id = readId(params);
    if (id === undefined) return [];
    const first = detail(profile, id);
    if (profile.indexer === undefined || tabs === undefined || lists === undefined) return [first];
    const list = lists[openTab(tabs, search.get('tab'))](profile, id, search);
    return list === undefined ? [first] : [first, list];
  };
}

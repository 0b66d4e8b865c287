import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { openTab } from '../../../ui/openTab';
import { ASSET_TABS } from '../../assets/assetTabs';
import { parseUint64 } from '../parseUint64';
import { assetQueries } from './assetQueries';

/** `/:net/asset/:id`: the asset and its open tab's list (holders by default), at once. */
export const assetRouteQueries: RouteQueries = ({ profile, params, search }) => {
  const id = parseUint64(params['id'] ?? '');
  if (id === undefined) return [];
  const detail = assetQueries.detail(profile, id);
  if (profile.indexer === undefined) return [detail];
  return openTab(ASSET_TABS, search.get('tab')) === 'holders'
    ? [detail, assetQueries.balances(profile, id)]
    : [detail, assetQueries.transactions(profile, id)];
};

import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { ASSET_TABS } from '../../assets/assetTabs';
import { parseUint64 } from '../parseUint64';
import { assetQueries as Q } from './assetQueries';
import { detailAndTab } from './detailAndTab';

/** `/:net/asset/:id`: the asset and its open tab's list (holders by default), at once. */
export const assetRouteQueries: RouteQueries = (context) => {
  const { profile } = context;
  const id = parseUint64(context.params['id'] ?? '');
  if (id === undefined) return [];
  return detailAndTab(context, Q.detail(profile, id), ASSET_TABS, {
    holders: () => Q.balances(profile, id),
    transactions: () => Q.transactions(profile, id),
  });
};

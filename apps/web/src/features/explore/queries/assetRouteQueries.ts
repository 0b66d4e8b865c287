import { ASSET_TABS } from '../../assets/assetTabs';
import { assetQueries as Q } from './assetQueries';
import { tabbedRouteQueries, uint64Param } from './tabbedRouteQueries';

/** `/:net/asset/:id`: the asset and its open tab's list (holders by default), at once. */
export const assetRouteQueries = tabbedRouteQueries(uint64Param('id'), Q.detail, ASSET_TABS, {
  holders: Q.balances,
  transactions: (profile, id) => Q.transactions(profile, id),
});

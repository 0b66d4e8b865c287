import { applicationAddress } from '@sextant/core/address/applicationAddress';
import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { APPLICATION_TABS } from '../../applications/applicationTabs';
import { accountQueries } from './accountQueries';
import { applicationQueries as Q } from './applicationQueries';
import { tabbedRouteQueries, uint64Param } from './tabbedRouteQueries';

const appId = uint64Param('id');

const tabbed = tabbedRouteQueries(appId, Q.detail, APPLICATION_TABS, {
  transactions: Q.transactions,
  boxes: Q.boxes,
  logs: Q.logs,
});

/**
 * `/:net/application/:id`: the application, its open tab's list (transactions by default) and its
 * application account (address from the id alone), at once. Its programs' TEAL needs the
 * application's bytecode, so the page asks for it after.
 */
export const applicationRouteQueries: RouteQueries = (context) => {
  const id = appId(context.params);
  const queries = tabbed(context);
  return id === undefined
    ? queries
    : [...queries, accountQueries.detail(context.profile, applicationAddress(id))];
};

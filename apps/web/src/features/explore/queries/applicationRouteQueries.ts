import { APPLICATION_TABS } from '../../applications/applicationTabs';
import { applicationQueries as Q } from './applicationQueries';
import { tabbedRouteQueries, uint64Param } from './tabbedRouteQueries';

/**
 * `/:net/application/:id`: the application and its open tab's list (transactions by default), at
 * once. Its programs' TEAL needs the application's bytecode, so the page asks for it after.
 */
export const applicationRouteQueries = tabbedRouteQueries(uint64Param('id'), Q.detail, APPLICATION_TABS, {
  transactions: Q.transactions,
  boxes: Q.boxes,
  logs: Q.logs,
});

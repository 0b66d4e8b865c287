import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { APPLICATION_TABS } from '../../applications/applicationTabs';
import { parseUint64 } from '../parseUint64';
import { applicationQueries as Q } from './applicationQueries';
import { detailAndTab } from './detailAndTab';

/**
 * `/:net/application/:id`: the application and its open tab's list (transactions by default), at
 * once. Its programs' TEAL needs the application's bytecode, so the page asks for it after.
 */
export const applicationRouteQueries: RouteQueries = (context) => {
  const { profile } = context;
  const id = parseUint64(context.params['id'] ?? '');
  if (id === undefined) return [];
  return detailAndTab(context, Q.detail(profile, id), APPLICATION_TABS, {
    transactions: () => Q.transactions(profile, id),
    boxes: () => Q.boxes(profile, id),
    logs: () => Q.logs(profile, id),
  });
};

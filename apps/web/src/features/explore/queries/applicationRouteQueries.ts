import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { openTab } from '../../../ui/openTab';
import { APPLICATION_TABS } from '../../applications/applicationTabs';
import { parseUint64 } from '../parseUint64';
import { applicationQueries } from './applicationQueries';

/**
 * `/:net/application/:id`: the application and its open tab's list (transactions by default), at
 * once. Its programs' TEAL needs the application's bytecode, so the page asks for it after.
 */
export const applicationRouteQueries: RouteQueries = ({ profile, params, search }) => {
  const id = parseUint64(params['id'] ?? '');
  if (id === undefined) return [];
  const detail = applicationQueries.detail(profile, id);
  if (profile.indexer === undefined) return [detail];
  switch (openTab(APPLICATION_TABS, search.get('tab'))) {
    case 'transactions':
      return [detail, applicationQueries.transactions(profile, id)];
    case 'boxes':
      return [detail, applicationQueries.boxes(profile, id)];
    case 'logs':
      return [detail, applicationQueries.logs(profile, id)];
  }
};

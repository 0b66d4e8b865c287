import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { transactionQueries } from './transactionQueries';

/** `/:net/group/:id`: the group's transactions. */
export const groupRouteQueries: RouteQueries = ({ profile, params }) => [
  transactionQueries.group(profile, params['id'] ?? ''),
];

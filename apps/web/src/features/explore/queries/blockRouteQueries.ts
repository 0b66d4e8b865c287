import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { parseUint64 } from '../parseUint64';
import { blockQueries } from './blockQueries';

/** `/:net/block/:round`: the block. */
export const blockRouteQueries: RouteQueries = ({ profile, params }) => {
  const round = parseUint64(params['round'] ?? '');
  return round === undefined ? [] : [blockQueries.detail(profile, round)];
};

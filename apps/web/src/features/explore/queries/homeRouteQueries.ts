import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { latestQueries } from './latestQueries';

/** `/:net`: the latest blocks and transactions (the probe, which the header asks for too, is started with every route). */
export const homeRouteQueries: RouteQueries = ({ profile }) =>
  profile.indexer === undefined ? [] : [latestQueries.blocks(profile), latestQueries.transactions(profile)];

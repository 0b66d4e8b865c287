import { blockQueries } from './blockQueries';
import { tabbedRouteQueries, uint64Param } from './tabbedRouteQueries';

/** `/:net/block/:round`: the block. */
export const blockRouteQueries = tabbedRouteQueries(uint64Param('round'), blockQueries.detail);

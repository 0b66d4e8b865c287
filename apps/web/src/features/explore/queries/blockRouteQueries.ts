import type { BlockView } from '@sextant/core/explore/BlockView';
import { followedBy } from '../../../app/routeData/RouteQueries';
import { blockQueries } from './blockQueries';
import { rowAssetQueries, txnRowAsset } from './rowAssetQueries';
import { tabbedRouteQueries, uint64Param } from './tabbedRouteQueries';

/** `/:net/block/:round`: the block, then the assets its transaction rows show. */
export const blockRouteQueries = tabbedRouteQueries(uint64Param('round'), (profile, round) =>
  followedBy(blockQueries.detail(profile, round), (block: BlockView) =>
    rowAssetQueries(profile, block.transactions, txnRowAsset),
  ),
);

import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import { followedBy, type RouteQueries } from '../../../app/routeData/RouteQueries';
import { latestQueries } from './latestQueries';
import { rowAssetQueries, txnRowAsset } from './rowAssetQueries';

/**
 * `/:net`: the latest blocks and transactions, then the assets those rows show (the probe, which
 * the header asks for too, is started with every route).
 */
export const homeRouteQueries: RouteQueries = ({ profile }) =>
  profile.indexer === undefined
    ? []
    : [
        latestQueries.blocks(profile),
        followedBy(latestQueries.transactions(profile), (txns: TxnSummary[]) =>
          rowAssetQueries(profile, txns, txnRowAsset),
        ),
      ];

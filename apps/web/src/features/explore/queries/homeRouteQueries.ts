import { followedBy, type RouteQueries } from '../../../app/routeData/RouteQueries';
import { latestQueries, type LatestLedger } from './latestQueries';
import { rowAssetQueries, txnRowAsset } from './rowAssetQueries';

/**
 * `/:net`: the ledger's tip (its round, latest blocks and transactions: one query), then the assets the rows show (the probe, which
 * the header asks for too, is started with every route).
 */
export const homeRouteQueries: RouteQueries = ({ profile }) =>
  profile.indexer === undefined
    ? []
    : [
        followedBy(latestQueries.ledger(profile), (latest: LatestLedger) =>
          rowAssetQueries(profile, latest.transactions, txnRowAsset),
        ),
      ];

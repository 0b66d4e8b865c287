import { followedBy, sentEarly, type RouteQueries } from '../../../app/routeData/RouteQueries';
import { latestAt, latestQueries, type LatestLedger } from './latestQueries';
import { rowAssetQueries, txnRowAsset } from './rowAssetQueries';

/**
 * `/:net`: the ledger's tip (its round, latest blocks and transactions: one query), then the assets the rows show (the probe, which
 * the header asks for too, is started with every route). The page's HTML asks for the blocks and
 * transactions at the tip's round as soon as it has that round (`current-round`).
 */
export const homeRouteQueries: RouteQueries = ({ profile }) =>
  profile.indexer === undefined
    ? []
    : [
        sentEarly(
          followedBy(latestQueries.ledger(profile), (latest: LatestLedger) =>
            rowAssetQueries(profile, latest.transactions, txnRowAsset),
          ),
          { pick: ['current-round'], ask: (round) => void latestAt(profile, round).catch(() => undefined) },
        ),
      ];

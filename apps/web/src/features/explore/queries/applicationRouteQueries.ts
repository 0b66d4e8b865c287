import type { ApplicationView } from '@sextant/core/explore/ApplicationView';
import type { TransactionView } from '@sextant/core/explore/TransactionView';
import type { InfiniteData } from '@tanstack/react-query';
import { followedBy } from '../../../app/routeData/RouteQueries';
import { APPLICATION_TABS } from '../../applications/applicationTabs';
import { applicationQueries as Q } from './applicationQueries';
import type { ViewPage } from './pagedQuery';
import { firstPageOf, rowAssetQueries, txnRowAsset } from './rowAssetQueries';
import { tabbedRouteQueries, uint64Param } from './tabbedRouteQueries';

/**
 * `/:net/application/:id`: the application and its open tab's list (transactions by default), at
 * once; its programs' TEAL as soon as the application's bytecode arrives, and the assets the list's
 * rows show as soon as the list does.
 */
export const applicationRouteQueries = tabbedRouteQueries(
  uint64Param('id'),
  (profile, id) =>
    followedBy(Q.detail(profile, id), (app: ApplicationView) =>
      [...new Set([app.approvalProgram, app.clearStateProgram])]
        .filter((program) => program !== '')
        .map((program) => Q.disassembly(profile, program)),
    ),
  APPLICATION_TABS,
  {
    transactions: (profile, id) =>
      followedBy(Q.transactions(profile, id), (answer: InfiniteData<ViewPage<TransactionView>>) =>
        rowAssetQueries(profile, firstPageOf(answer), txnRowAsset),
      ),
    boxes: Q.boxes,
    logs: Q.logs,
  },
);

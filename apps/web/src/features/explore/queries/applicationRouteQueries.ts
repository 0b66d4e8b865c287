import { applicationAddress } from '@sextant/core/address/applicationAddress';
import type { ApplicationView } from '@sextant/core/explore/ApplicationView';
import type { TransactionView } from '@sextant/core/explore/TransactionView';
import type { InfiniteData } from '@tanstack/react-query';
import { followedBy, type RouteQueries } from '../../../app/routeData/RouteQueries';
import { APPLICATION_TABS } from '../../applications/applicationTabs';
import { accountQueries } from './accountQueries';
import { applicationQueries as Q } from './applicationQueries';
import type { ViewPage } from './pagedQuery';
import { firstPageOf, rowAssetQueries, txnRowAsset } from './rowAssetQueries';
import { tabbedRouteQueries, uint64Param } from './tabbedRouteQueries';

const appId = uint64Param('id');

const tabbed = tabbedRouteQueries(
  appId,
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

/**
 * `/:net/application/:id`: the application, its open tab's list (transactions by default) and its
 * application account (address from the id alone), at once; its programs' TEAL as soon as the
 * application's bytecode arrives, and the assets the list's rows show as soon as the list does.
 */
export const applicationRouteQueries: RouteQueries = (context) => {
  const id = appId(context.params);
  const queries = tabbed(context);
  return id === undefined
    ? queries
    : [...queries, accountQueries.detail(context.profile, applicationAddress(id))];
};

import { isValidAddress } from '@sextant/core/address/isValidAddress';
import type { HoldingView } from '@sextant/core/explore/AccountView';
import type { AccountDetail } from '@sextant/core/explore/loadAccount';
import type { TransactionView } from '@sextant/core/explore/TransactionView';
import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import type { InfiniteData } from '@tanstack/react-query';
import { followedBy, sentEarly } from '../../../app/routeData/RouteQueries';
import { ACCOUNT_TABS } from '../../accounts/accountTabs';
import { readAccountTxnFilters } from '../../accounts/components/readAccountTxnFilters';
import { accountQueries as Q } from './accountQueries';
import type { ViewPage } from './pagedQuery';
import { firstPageOf, rowAssetQueries, txnRowAsset, txnRowAssetsEarly } from './rowAssetQueries';
import { tabbedRouteQueries } from './tabbedRouteQueries';

/**
 * `/:net/account/:address`: algod's account and its open tab's list (transactions by default, with
 * the URL's filters), at once, then the assets its rows show as soon as the list arrives, and the
 * indexer's history of the account as soon as algod's answer says how to ask for it (and the newest
 * transaction it sent, for its post-quantum badge). The page's HTML
 * asks for the rows' assets itself as soon as the list is in. Without an
 * indexer the lists come with the account from algod.
 */
export const accountRouteQueries = tabbedRouteQueries(
  ({ address = '' }) => (isValidAddress(address) ? address : undefined),
  (profile, address) =>
    followedBy(Q.detail(profile, address), (detail: AccountDetail) => {
      const history = Q.historyAfter(profile, detail);
      return [...(history === undefined ? [] : [history]), Q.lastSent(profile, address)];
    }),
  ACCOUNT_TABS,
  {
    transactions: (profile, address, search) => {
      const { params: filters, errors } = readAccountTxnFilters(search);
      if (Object.keys(errors).length > 0) return undefined;
      return sentEarly(
        followedBy(
          Q.transactions(profile, address, filters as ScopedTransactionParams),
          (answer: InfiniteData<ViewPage<TransactionView>>) =>
            rowAssetQueries(profile, firstPageOf(answer), txnRowAsset),
        ),
        txnRowAssetsEarly(profile),
      );
    },
    assets: (profile, address) =>
      followedBy(Q.assets(profile, address), (answer: InfiniteData<ViewPage<HoldingView>>) =>
        rowAssetQueries(profile, firstPageOf(answer), (h) => h.assetId),
      ),
    'created-assets': Q.createdAssets,
    'created-apps': Q.createdApps,
    'opted-in-apps': Q.optedInApps,
  },
);

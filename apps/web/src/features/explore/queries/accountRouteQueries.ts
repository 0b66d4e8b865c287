import { isValidAddress } from '@sextant/core/address/isValidAddress';
import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { ACCOUNT_TABS } from '../../accounts/accountTabs';
import { readAccountTxnFilters } from '../../accounts/components/readAccountTxnFilters';
import { accountQueries as Q } from './accountQueries';
import { detailAndTab } from './detailAndTab';

/**
 * `/:net/account/:address`: the account and its open tab's list (transactions by default, with the
 * URL's filters), at once. Without an indexer the lists come with the account from algod.
 */
export const accountRouteQueries: RouteQueries = (context) => {
  const { profile } = context;
  const address = context.params['address'] ?? '';
  if (!isValidAddress(address)) return [];
  return detailAndTab(context, Q.detail(profile, address), ACCOUNT_TABS, {
    transactions: () => {
      const { params: filters, errors } = readAccountTxnFilters(context.search);
      if (Object.keys(errors).length > 0) return undefined;
      return Q.transactions(profile, address, filters as ScopedTransactionParams);
    },
    assets: () => Q.assets(profile, address),
    'created-assets': () => Q.createdAssets(profile, address),
    'created-apps': () => Q.createdApps(profile, address),
    'opted-in-apps': () => Q.optedInApps(profile, address),
  });
};

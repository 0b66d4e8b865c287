import { isValidAddress } from '@sextant/core/address/isValidAddress';
import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { ACCOUNT_TABS } from '../../accounts/accountTabs';
import { readAccountTxnFilters } from '../../accounts/components/readAccountTxnFilters';
import { accountQueries as Q } from './accountQueries';
import { tabbedRouteQueries } from './tabbedRouteQueries';

/**
 * `/:net/account/:address`: the account and its open tab's list (transactions by default, with the
 * URL's filters), at once. Without an indexer the lists come with the account from algod.
 */
export const accountRouteQueries = tabbedRouteQueries(
  ({ address = '' }) => (isValidAddress(address) ? address : undefined),
  Q.detail,
  ACCOUNT_TABS,
  {
    transactions: (profile, address, search) => {
      const { params: filters, errors } = readAccountTxnFilters(search);
      if (Object.keys(errors).length > 0) return undefined;
      return Q.transactions(profile, address, filters as ScopedTransactionParams);
    },
    assets: Q.assets,
    'created-assets': Q.createdAssets,
    'created-apps': Q.createdApps,
    'opted-in-apps': Q.optedInApps,
  },
);

import { isValidAddress } from '@sextant/core/address/isValidAddress';
import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { openTab } from '../../../ui/openTab';
import { ACCOUNT_TABS } from '../../accounts/accountTabs';
import { readAccountTxnFilters } from '../../accounts/components/readAccountTxnFilters';
import { accountQueries } from './accountQueries';

/**
 * `/:net/account/:address`: the account and its open tab's list (transactions by default, with the
 * URL's filters), at once. Without an indexer the lists come with the account from algod.
 */
export const accountRouteQueries: RouteQueries = ({ profile, params, search }) => {
  const address = params['address'] ?? '';
  if (!isValidAddress(address)) return [];
  const detail = accountQueries.detail(profile, address);
  if (profile.indexer === undefined) return [detail];
  switch (openTab(ACCOUNT_TABS, search.get('tab'))) {
    case 'transactions': {
      const { params: filters, errors } = readAccountTxnFilters(search);
      if (Object.keys(errors).length > 0) return [detail];
      return [detail, accountQueries.transactions(profile, address, filters as ScopedTransactionParams)];
    }
    case 'assets':
      return [detail, accountQueries.assets(profile, address)];
    case 'created-assets':
      return [detail, accountQueries.createdAssets(profile, address)];
    case 'created-apps':
      return [detail, accountQueries.createdApps(profile, address)];
    case 'opted-in-apps':
      return [detail, accountQueries.optedInApps(profile, address)];
  }
};

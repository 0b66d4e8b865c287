import { isValidAddress } from '@sextant/core/address/isValidAddress';
import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { DetailFrame } from '../../../ui/DetailFrame';
import { StateMessage } from '../../../ui/StateMessage';
import { useTabParam } from '../../../ui/useTabParam';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { accountQueries } from '../../explore/queries/accountQueries';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { ACCOUNT_TABS, AccountLists } from '../components/AccountLists';
import { AccountSummary } from '../components/AccountSummary';
import { readAccountTxnFilters } from '../components/readAccountTxnFilters';

/** `/:net/account/:address`: balance, minimum balance, status, rekey, holdings, apps, transactions. */
export function AccountPage() {
  const { address = '' } = useParams();
  const profile = useActiveNetwork();
  const valid = isValidAddress(address);
  const query = useQuery({ ...accountQueries.detail(profile, address), enabled: valid });
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useTabParam(ACCOUNT_TABS);

  // The transactions tab (the default) would otherwise wait for the account's reply before asking:
  // ask for both at once. Same key as the tab's own query, so it is one request either way.
  useEffect(() => {
    if (!valid || tab !== 'transactions' || profile.indexer === undefined) return;
    const { params, errors } = readAccountTxnFilters(searchParams);
    if (Object.keys(errors).length > 0) return;
    void queryClient.prefetchInfiniteQuery(
      accountQueries.transactions(profile, address, params as ScopedTransactionParams),
    );
  }, [valid, tab, searchParams, profile, address, queryClient]);

  return (
    <DetailFrame
      heading={{
        title: L.title,
        id: address,
        what: L.address,
        testId: 'param-address',
        badge:
          query.data?.account.authAddress !== undefined ? { text: L.rekeyedBadge, tone: 'warn' } : undefined,
      }}
      query={query}
      invalid={!valid && EXPLORER_LABELS.invalid.address}
      notFound={EXPLORER_LABELS.notFound.account}
    >
      {(detail) => (
        <>
          {detail.algodLists !== undefined && (
            <StateMessage kind="empty">{EXPLORER_LABELS.fromAlgod}</StateMessage>
          )}
          {detail.account.source === 'algod' && detail.account.balance === 0n && (
            <StateMessage kind="empty">{L.neverSeen}</StateMessage>
          )}
          <AccountSummary account={detail.account} />
          <AccountLists detail={detail} tab={tab} onTabChange={setTab} />
        </>
      )}
    </DetailFrame>
  );
}

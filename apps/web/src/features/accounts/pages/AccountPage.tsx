import { isValidAddress } from '@sextant/core/address/isValidAddress';
import type { ScopedTransactionParams } from '@sextant/core/indexer/indexerParams';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { StateMessage } from '../../../ui/StateMessage';
import { UI_LABELS } from '../../../ui/uiLabels';
import { IdHeading } from '../../explore/components/IdHeading';
import { ReadErrorState } from '../../explore/components/ReadErrorState';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { accountQueries } from '../../explore/queries/accountQueries';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { AccountLists } from '../components/AccountLists';
import { AccountSummary } from '../components/AccountSummary';
import { readAccountTxnFilters } from '../components/readAccountTxnFilters';

/** `/:net/account/:address`: balance, minimum balance, status, rekey, holdings, apps, transactions. */
export function AccountPage() {
  const { address = '' } = useParams();
  const profile = useActiveNetwork();
  const valid = isValidAddress(address);
  const query = useQuery({ ...accountQueries.detail(profile, address), enabled: valid });
  const account = query.data?.account;
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');

  // The transactions tab (the default) would otherwise wait for the account's reply before asking:
  // ask for both at once. Same key as the tab's own query, so it is one request either way.
  useEffect(() => {
    if (!valid || (tab !== null && tab !== 'transactions') || profile.indexer === undefined) return;
    const { params, errors } = readAccountTxnFilters(searchParams);
    if (Object.keys(errors).length > 0) return;
    void queryClient.prefetchInfiniteQuery(
      accountQueries.transactions(profile, address, params as ScopedTransactionParams),
    );
  }, [valid, tab, searchParams, profile, address, queryClient]);

  return (
    <div className="flex flex-col gap-4">
      <IdHeading
        title={L.title}
        id={address}
        what={L.address}
        testId="param-address"
        badge={account?.authAddress !== undefined ? { text: L.rekeyedBadge, tone: 'warn' } : undefined}
      />
      {!valid ? (
        <StateMessage kind="notFound">{EXPLORER_LABELS.invalid.address}</StateMessage>
      ) : query.isPending ? (
        <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>
      ) : query.isError ? (
        <ReadErrorState
          error={query.error}
          notFound={EXPLORER_LABELS.notFound.account}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.data.algodLists !== undefined && (
            <StateMessage kind="empty">{EXPLORER_LABELS.fromAlgod}</StateMessage>
          )}
          {query.data.account.source === 'algod' && query.data.account.balance === 0n && (
            <StateMessage kind="empty">{L.neverSeen}</StateMessage>
          )}
          <AccountSummary account={query.data.account} />
          <AccountLists detail={query.data} />
        </>
      )}
    </div>
  );
}

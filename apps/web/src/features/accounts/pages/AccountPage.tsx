import { isValidAddress } from '@sextant/core/address/isValidAddress';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
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

/** `/:net/account/:address`: balance, minimum balance, status, rekey, holdings, apps, transactions. */
export function AccountPage() {
  const { address = '' } = useParams();
  const profile = useActiveNetwork();
  const valid = isValidAddress(address);
  const query = useQuery({ ...accountQueries.detail(profile, address), enabled: valid });
  const account = query.data?.account;

  return (
    <div className="flex flex-col gap-4">
      <IdHeading
        title={L.title}
        id={address}
        what={L.address}
        testId="param-address"
        badges={
          account?.authAddress !== undefined && (
            <span className="rounded bg-warn-soft px-1.5 py-0.5 text-[11px] font-medium text-warn">
              {L.rekeyedBadge}
            </span>
          )
        }
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

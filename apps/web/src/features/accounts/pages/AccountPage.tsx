import { isValidAddress } from '@sextant/core/address/isValidAddress';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { DetailFrame } from '../../../ui/DetailFrame';
import { StateMessage } from '../../../ui/StateMessage';
import { useTabParam } from '../../../ui/useTabParam';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { accountQueries } from '../../explore/queries/accountQueries';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { ACCOUNT_TABS } from '../accountTabs';
import { AccountLists } from '../components/AccountLists';
import { AccountSummary } from '../components/AccountSummary';

/** `/:net/account/:address`: balance, minimum balance, status, rekey, holdings, apps, transactions. */
export function AccountPage() {
  const { address = '' } = useParams();
  const profile = useActiveNetwork();
  const valid = isValidAddress(address);
  const query = useQuery({ ...accountQueries.detail(profile, address), enabled: valid });
  // The open tab's list is asked for with the account, not after its reply: the route's data
  // declaration (explore/queries/accountRouteQueries.ts) starts both when the URL is known.
  const [tab, setTab] = useTabParam(ACCOUNT_TABS);

  return (
    <DetailFrame
      heading={{
        title: L.title,
        id: address,
        what: L.address,
        testId: 'param-address',
        qr: true,
        badge:
          query.data?.account.authAddress !== undefined ? { text: L.rekeyedBadge, tone: 'warn' } : undefined,
      }}
      query={query}
      answer={(d) => d.account.answer}
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

import { isValidAddress } from '@sextant/core/address/isValidAddress';
import type { AccountHistory } from '@sextant/core/explore/AccountHistory';
import type { AccountDetail } from '@sextant/core/explore/loadAccount';
import { historyOf } from '@sextant/core/explore/loadAccountHistory';
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
import { AccountPQBadge } from '../../transactions/v42/AccountPQBadge';

/**
 * What is known of the account's history: from the indexer's own account when it answered instead
 * of algod, the history query's answer (pending while asked), or undefined without an indexer or
 * when the indexer could not say.
 */
function readHistory(
  detail: AccountDetail,
  asked: boolean,
  query: { data?: AccountHistory | undefined; isError: boolean },
): AccountHistory | 'pending' | undefined {
  if (detail.account.source === 'indexer') return historyOf(detail.account);
  if (!asked || query.isError) return undefined;
  return query.data ?? 'pending';
}

/** `/:net/account/:address`: balance, minimum balance, status, rekey, holdings, apps, transactions. */
export function AccountPage() {
  const { address = '' } = useParams();
  const profile = useActiveNetwork();
  const valid = isValidAddress(address);
  const query = useQuery({ ...accountQueries.detail(profile, address), enabled: valid });
  // The indexer's history of the account (created, closed), asked once algod's account is in.
  const historyOptions = query.data && accountQueries.historyAfter(profile, query.data);
  const historyQuery = useQuery({
    ...(historyOptions ?? accountQueries.history(profile, address, false)),
    enabled: historyOptions !== undefined,
  });
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
      {(detail) => {
        const history = readHistory(detail, historyOptions !== undefined, historyQuery);
        return (
          <>
            {detail.algodLists !== undefined && (
              <StateMessage kind="empty">{EXPLORER_LABELS.fromAlgod}</StateMessage>
            )}
            {(history === undefined
              ? detail.algodLists !== undefined && detail.account.balance === 0n
              : history !== 'pending' && !history.seen) && (
              <StateMessage kind="empty">{L.neverSeen}</StateMessage>
            )}
            {history !== undefined && history !== 'pending' && history.seen && history.closed && (
              <StateMessage kind="empty">{L.closed(history.closedAtRound)}</StateMessage>
            )}
            <AccountPQBadge account={detail.account} />
            <AccountSummary account={detail.account} history={history} />
            <AccountLists detail={detail} tab={tab} onTabChange={setTab} />
          </>
        );
      }}
    </DetailFrame>
  );
}

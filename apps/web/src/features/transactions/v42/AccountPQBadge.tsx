import type { AccountView } from '@sextant/core/explore/AccountView';
import { pqAccountOf } from '@sextant/core/explore/pqAccountOf';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { accountQueries } from '../../explore/queries/accountQueries';
import { PQBadge } from './PQBadge';
import { V42_LABELS as L } from './v42Labels';

/** A post-quantum account's badge, with its scheme: nothing for any other account (`pqAccountOf`). */
export function AccountPQBadge({ account }: { account: AccountView }) {
  const profile = useActiveNetwork();
  const { data } = useQuery(accountQueries.lastSent(profile, account.address));
  const pq = pqAccountOf(account, data?.lastSent);
  if (pq === undefined) return null;
  return (
    <p className="flex items-center gap-2 text-sm" title={L.accountPQTitle} data-testid="account-pq">
      <PQBadge scheme={pq.scheme} testId="account-pq-badge" />
      <span>{L.accountPQ(pq.scheme)}</span>
    </p>
  );
}

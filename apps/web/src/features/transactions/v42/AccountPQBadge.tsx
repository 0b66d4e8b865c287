import type { AccountView } from '@sextant/core/explore/AccountView';
import { loadLastSent, pqAccountOf } from '@sextant/core/explore/pqAccountOf';
import type { IdxTransaction } from '@sextant/core/indexer/indexerModels';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { queryKeys } from '../../../app/queries/queryKeys';
import { readQuery } from '../../explore/queries/readQuery';
import { PQBadge } from './PQBadge';
import { V42_LABELS as L } from './v42Labels';

interface LastSent {
  lastSent: IdxTransaction | undefined;
}

/** A post-quantum account's badge, with its scheme: nothing for any other account (`pqAccountOf`). */
export function AccountPQBadge({ account }: { account: AccountView }) {
  const profile = useActiveNetwork();
  const { data } = useQuery({
    ...readQuery(queryKeys.ledger.account(profile.id, account.address, 'lastSent'), (options) =>
      loadLastSent(profile, account.address, options).then((t) => ({ lastSent: t })),
    ),
  });
  const lastSent: LastSent | undefined = data as LastSent | undefined;
  const pq = pqAccountOf(account, lastSent?.lastSent);
  if (pq === undefined) return null;
  return (
    <p className="flex items-center gap-2 text-sm" title={L.accountPQTitle} data-testid="account-pq">
      <PQBadge scheme={pq.scheme} testId="account-pq-badge" />
      <span>{L.accountPQ(pq.scheme)}</span>
    </p>
  );
}

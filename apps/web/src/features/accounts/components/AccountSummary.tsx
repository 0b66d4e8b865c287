import type { AccountHistory } from '@sextant/core/explore/AccountHistory';
import type { AccountView } from '@sextant/core/explore/AccountView';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { Stat } from '../../../ui/Stat';
import { AlgoAmount } from '../../explore/components/AlgoAmount';
import { EntityLink } from '../../explore/components/EntityLink';
import { BalanceEdit } from '../../networkControl/edit/BalanceEdit';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { dataRows } from '../../explore/components/dataRows';

/** The account's figures (balance, minimum, rewards, status) and its details, the auth address first. */
export function AccountSummary({
  account,
  history,
}: {
  account: AccountView;
  /** The indexer's history of the account: 'pending' while asked, undefined when none can be had. */
  history: AccountHistory | 'pending' | undefined;
}) {
  const pending = history === 'pending' && {
    label: L.createdAtRound,
    testId: 'account-created-round',
    value: (
      <span className="font-sans text-muted" aria-busy>
        {L.historyPending}
      </span>
    ),
  };
  const known = history !== undefined && history !== 'pending' && history.seen ? history : undefined;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {/* The balance gets the phone's whole row: 3,999,986.492845 ALGO does not fit half of it. */}
        <Stat label={L.balance} testId="account-balance" className="col-span-2 lg:col-span-1">
          <span className="inline-flex flex-wrap items-center gap-1">
            <AlgoAmount value={account.balance} />
            <BalanceEdit address={account.address} balance={account.balance} />
          </span>
        </Stat>
        <Stat label={L.minBalance} testId="account-min-balance">
          <AlgoAmount value={account.minBalance} />
        </Stat>
        <Stat label={L.pendingRewards}>
          <AlgoAmount value={account.pendingRewards} />
        </Stat>
        <Stat label={L.status} mono={false} testId="account-status">
          {account.status}
        </Stat>
      </div>
      <Panel>
        <DataList
          rows={[
            {
              label: L.rekeyedTo,
              testId: 'account-auth-address',
              value:
                account.authAddress === undefined ? (
                  <span className="font-sans text-muted">{L.notRekeyed}</span>
                ) : (
                  <EntityLink kind="account" value={account.authAddress} />
                ),
            },
            account.sigType !== undefined && { label: L.sigType, value: account.sigType },
            { label: L.rewards, value: <AlgoAmount value={account.rewards} /> },
            pending ||
              dataRows.link(L.createdAtRound, 'block', known?.createdAtRound, 'account-created-round'),
            dataRows.link(L.closedAtRound, 'block', known?.closedAtRound, 'account-closed-round'),
            { label: L.boxes, value: L.boxesValue(account.totals.boxes, account.totals.boxBytes) },
            { label: L.incentiveEligible, value: account.incentiveEligible ? L.yes : L.no },
            { label: L.atRound, value: String(account.round) },
          ]}
        />
      </Panel>
    </>
  );
}

import type { AccountView } from '@sextant/core/explore/AccountView';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { Stat } from '../../../ui/Stat';
import { AlgoAmount } from '../../explore/components/AlgoAmount';
import { EntityLink } from '../../explore/components/EntityLink';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { dataRows } from '../../explore/components/dataRows';

/** The account's figures (balance, minimum, rewards, status) and its details, the auth address first. */
export function AccountSummary({ account }: { account: AccountView }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {/* The balance gets the phone's whole row: 3,999,986.492845 ALGO does not fit half of it. */}
        <Stat label={L.balance} testId="account-balance" className="col-span-2 lg:col-span-1">
          <AlgoAmount value={account.balance} />
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
            dataRows.link(L.createdAtRound, 'block', account.createdAtRound),
            dataRows.link(L.closedAtRound, 'block', account.closedAtRound),
            { label: L.boxes, value: L.boxesValue(account.totals.boxes, account.totals.boxBytes) },
            { label: L.incentiveEligible, value: account.incentiveEligible ? L.yes : L.no },
            { label: L.atRound, value: String(account.round) },
          ]}
        />
      </Panel>
    </>
  );
}

import { applicationAddress } from '@sextant/core/address/applicationAddress';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import type { DataRow } from '../../../ui/DataList';
import { QrButton } from '../../../ui/QrButton';
import { AlgoAmount } from '../../explore/components/AlgoAmount';
import { EntityLink } from '../../explore/components/EntityLink';
import { accountQueries } from '../../explore/queries/accountQueries';
import { APPLICATION_LABELS as L } from '../applicationLabels';

/**
 * The rows for the account an application holds its Algo in: its address (linked, with a QR code)
 * and, from the same read as that account's page, its balance and minimum balance.
 */
export function useAppAccountRows(appId: bigint): DataRow[] {
  const profile = useActiveNetwork();
  const address = applicationAddress(appId);
  const query = useQuery(accountQueries.detail(profile, address));
  const amount = (pick: (a: NonNullable<typeof query.data>['account']) => bigint) =>
    query.data !== undefined ? (
      <AlgoAmount value={pick(query.data.account)} />
    ) : (
      <span className="font-sans text-muted">{query.isError ? L.appAccountUnread : L.appAccountLoading}</span>
    );
  return [
    {
      label: L.appAccount,
      testId: 'app-account',
      value: (
        <span className="inline-flex max-w-full items-start gap-1">
          <EntityLink kind="account" value={address} className="min-w-0" />
          <QrButton address={address} />
        </span>
      ),
    },
    { label: L.appAccountBalance, testId: 'app-account-balance', value: amount((a) => a.balance) },
    { label: L.appAccountMinBalance, testId: 'app-account-min-balance', value: amount((a) => a.minBalance) },
  ];
}

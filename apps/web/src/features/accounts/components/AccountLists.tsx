import type { AccountDetail } from '@sextant/core/explore/loadAccount';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { READ_ERROR_LABELS } from '../../../ui/readErrorLabels';
import { StateMessage } from '../../../ui/StateMessage';
import { Tabs, type TabItem } from '../../../ui/Tabs';
import { PagedList, type PagedListProps } from '../../explore/components/PagedList';
import { accountQueries } from '../../explore/queries/accountQueries';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { accountRows } from './AccountRows';
import { AccountTransactions } from './AccountTransactions';

interface AccountListProps<V> extends PagedListProps<V> {
  fromAlgod: V[] | undefined;
}

/** One list: from algod all of it came with the account; from the indexer it pages, asked once opened. */
function AccountList<V>({ rows, fromAlgod, options, empty, label }: AccountListProps<V>) {
  if (fromAlgod === undefined) return <PagedList options={options} empty={empty} label={label} rows={rows} />;
  if (fromAlgod.length === 0) return <StateMessage kind="empty">{empty}</StateMessage>;
  return (
    <ul className="divide-y divide-line">
      {fromAlgod.map((item, i) => (
        <li key={rows.key(item, i)}>{rows.render(item, i)}</li>
      ))}
    </ul>
  );
}

function listTab<V>(value: string, list: AccountListProps<V>): TabItem {
  return { value, label: list.label, content: <AccountList {...list} /> };
}

const appRefs = (ids: bigint[] | undefined) => ids?.map((id) => ({ id, deleted: false }));

/** The account's lists as tabs; the open one is `tab`, in the URL (`?tab=assets`). */
export function AccountLists({
  detail,
  tab,
  onTabChange,
}: {
  detail: AccountDetail;
  tab: string;
  onTabChange: (tab: string) => void;
}) {
  const profile = useActiveNetwork();
  const { address, totals } = detail.account;
  const algod = detail.algodLists;
  const labels = {
    assets: L.tabs.assets(totals.assetsOptedIn),
    createdAssets: L.tabs.createdAssets(totals.assetsCreated),
    createdApps: L.tabs.createdApps(totals.appsCreated),
    optedInApps: L.tabs.optedInApps(totals.appsOptedIn),
  };
  const items = [
    {
      value: 'transactions',
      label: L.tabs.transactions,
      content: algod ? (
        <StateMessage kind="empty">{READ_ERROR_LABELS.needsIndexer}</StateMessage>
      ) : (
        <AccountTransactions address={address} />
      ),
    },
    listTab('assets', {
      rows: accountRows.holding(address),
      fromAlgod: algod?.holdings,
      options: accountQueries.assets(profile, address),
      empty: L.empty.assets,
      label: labels.assets,
    }),
    listTab('created-assets', {
      rows: accountRows.createdAsset,
      fromAlgod: algod?.createdAssets,
      options: accountQueries.createdAssets(profile, address),
      empty: L.empty.createdAssets,
      label: labels.createdAssets,
    }),
    listTab('created-apps', {
      rows: accountRows.app(address),
      fromAlgod: appRefs(algod?.createdAppIds),
      options: accountQueries.createdApps(profile, address),
      empty: L.empty.createdApps,
      label: labels.createdApps,
    }),
    listTab('opted-in-apps', {
      rows: accountRows.app(address),
      fromAlgod: appRefs(algod?.optedInAppIds),
      options: accountQueries.optedInApps(profile, address),
      empty: L.empty.optedInApps,
      label: labels.optedInApps,
    }),
  ];

  return <Tabs label={L.lists} items={items} value={tab} onValueChange={onTabChange} />;
}

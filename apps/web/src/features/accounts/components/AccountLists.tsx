import type { ReactNode } from 'react';
import type { AccountDetail } from '@sextant/core/explore/loadAccount';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { StateMessage } from '../../../ui/StateMessage';
import { Tabs } from '../../../ui/Tabs';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { PagedList } from '../../explore/components/PagedList';
import { accountQueries } from '../../explore/queries/accountQueries';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { accountRows } from './AccountRows';
import { AccountTransactions } from './AccountTransactions';

const TABS = ['transactions', 'assets', 'created-assets', 'created-apps', 'opted-in-apps'] as const;
type Tab = (typeof TABS)[number];

function PlainList<T>({
  items,
  empty,
  render,
  rowKey,
}: {
  items: T[];
  empty: string;
  render: (item: T) => ReactNode;
  rowKey: (item: T) => string;
}) {
  if (items.length === 0) return <StateMessage kind="empty">{empty}</StateMessage>;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={rowKey(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

/**
 * The account's lists as tabs (the open tab is in the URL: `?tab=assets`). From the indexer each
 * list pages with "load more" and loads only when opened; from algod they come with the account.
 */
export function AccountLists({ detail }: { detail: AccountDetail }) {
  const profile = useActiveNetwork();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'transactions';
  const { address, totals } = detail.account;
  const fromIndexer = detail.algodLists === undefined;

  const assets = useInfiniteQuery({
    ...accountQueries.assets(profile, address),
    enabled: fromIndexer && tab === 'assets',
  });
  const createdAssets = useInfiniteQuery({
    ...accountQueries.createdAssets(profile, address),
    enabled: fromIndexer && tab === 'created-assets',
  });
  const createdApps = useInfiniteQuery({
    ...accountQueries.createdApps(profile, address),
    enabled: fromIndexer && tab === 'created-apps',
  });
  const optedIn = useInfiniteQuery({
    ...accountQueries.optedInApps(profile, address),
    enabled: fromIndexer && tab === 'opted-in-apps',
  });

  const algod = detail.algodLists;
  const items = [
    {
      value: 'transactions',
      label: L.tabs.transactions,
      content: algod ? (
        <StateMessage kind="empty">{EXPLORER_LABELS.needsIndexer}</StateMessage>
      ) : (
        <AccountTransactions address={address} enabled={tab === 'transactions'} />
      ),
    },
    {
      value: 'assets',
      label: L.tabs.assets(totals.assetsOptedIn),
      content: algod ? (
        <PlainList
          items={algod.holdings}
          empty={L.empty.assets}
          render={accountRows.holding}
          rowKey={(h) => String(h.assetId)}
        />
      ) : (
        <PagedList
          query={assets}
          empty={L.empty.assets}
          label={L.tabs.assets(totals.assetsOptedIn)}
          rowKey={(h) => String(h.assetId)}
          renderRow={accountRows.holding}
        />
      ),
    },
    {
      value: 'created-assets',
      label: L.tabs.createdAssets(totals.assetsCreated),
      content: algod ? (
        <PlainList
          items={algod.createdAssets}
          empty={L.empty.createdAssets}
          render={accountRows.createdAsset}
          rowKey={(a) => String(a.id)}
        />
      ) : (
        <PagedList
          query={createdAssets}
          empty={L.empty.createdAssets}
          label={L.tabs.createdAssets(totals.assetsCreated)}
          rowKey={(a) => String(a.id)}
          renderRow={accountRows.createdAsset}
        />
      ),
    },
    {
      value: 'created-apps',
      label: L.tabs.createdApps(totals.appsCreated),
      content: algod ? (
        <PlainList
          items={algod.createdAppIds.map((id) => ({ id, deleted: false }))}
          empty={L.empty.createdApps}
          render={accountRows.app}
          rowKey={(a) => String(a.id)}
        />
      ) : (
        <PagedList
          query={createdApps}
          empty={L.empty.createdApps}
          label={L.tabs.createdApps(totals.appsCreated)}
          rowKey={(a) => String(a.id)}
          renderRow={accountRows.app}
        />
      ),
    },
    {
      value: 'opted-in-apps',
      label: L.tabs.optedInApps(totals.appsOptedIn),
      content: algod ? (
        <PlainList
          items={algod.optedInAppIds.map((id) => ({ id, deleted: false }))}
          empty={L.empty.optedInApps}
          render={accountRows.app}
          rowKey={(a) => String(a.id)}
        />
      ) : (
        <PagedList
          query={optedIn}
          empty={L.empty.optedInApps}
          label={L.tabs.optedInApps(totals.appsOptedIn)}
          rowKey={(a) => String(a.id)}
          renderRow={accountRows.app}
        />
      ),
    },
  ];

  return (
    <Tabs
      label={L.lists}
      items={items}
      value={tab}
      onValueChange={(value) => {
        const next = new URLSearchParams(params);
        if (value === 'transactions') next.delete('tab');
        else next.set('tab', value);
        setParams(next, { replace: true });
      }}
    />
  );
}

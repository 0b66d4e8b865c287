import type { AccountView } from '@sextant/core/explore/AccountView';
import { ListRow } from '../../../ui/ListRow';
import { AlgoAmount } from '../../explore/components/AlgoAmount';
import { EntityLink } from '../../explore/components/EntityLink';
import type { RowKind } from '../../explore/components/RowKind';
import { accountQueries } from '../../explore/queries/accountQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { ACCOUNT_LABELS as L } from '../accountLabels';

const FIELDS: readonly SearchFieldDef[] = [
  { name: 'asset-id', kind: 'uint', label: 'Holds asset id' },
  { name: 'application-id', kind: 'uint', label: 'Opted in to application id' },
  { name: 'currency-greater-than', kind: 'uint', label: 'Balance above (base units)' },
  { name: 'currency-less-than', kind: 'uint', label: 'Balance below (base units)' },
  { name: 'auth-addr', kind: 'address', label: 'Rekeyed to' },
  { name: 'online-only', kind: 'flag', label: 'Online only' },
  { name: 'include-all', kind: 'flag', label: 'Include closed' },
];

const ROWS: RowKind<AccountView> = {
  key: (a) => a.address,
  render: (a) => (
    <ListRow testId="account-row">
      <EntityLink kind="account" value={a.address} className="min-w-0 flex-1" />
      {a.authAddress !== undefined && <span className="text-xs text-warn">{L.rekeyedBadge}</span>}
      <span className="text-xs text-muted">{a.status}</span>
      <AlgoAmount value={a.balance} />
    </ListRow>
  ),
};

/** `/:net/accounts`: account search (asset, application, balance bounds, rekeyed-to), filters in the URL. */
export function AccountsPage() {
  return (
    <SearchPage
      title={L.searchTitle}
      noneYet={SEARCH_LABELS.noneYet.accounts}
      fields={FIELDS}
      search={accountQueries.search}
      rows={ROWS}
    />
  );
}

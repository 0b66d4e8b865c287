import type { AssetSearchParams } from '@sextant/core/indexer/indexerParams';
import { formatAmount } from '@sextant/core/format/formatAmount';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { EntityLink } from '../../explore/components/EntityLink';
import { assetQueries } from '../../explore/queries/assetQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { ASSET_LABELS as L } from '../assetLabels';

const FIELDS: readonly SearchFieldDef[] = [
  { name: 'name', kind: 'text', label: 'Name' },
  { name: 'unit', kind: 'text', label: 'Unit' },
  { name: 'creator', kind: 'address', label: 'Creator' },
  { name: 'asset-id', kind: 'uint', label: 'Asset id' },
  { name: 'include-all', kind: 'flag', label: 'Include destroyed' },
];

/** `/:net/assets`: asset search by name, unit, creator or id, filters in the URL. */
export function AssetsPage() {
  const profile = useActiveNetwork();
  return (
    <SearchPage
      title={L.searchTitle}
      fields={FIELDS}
      query={(params) => assetQueries.search(profile, params as AssetSearchParams)}
      rowKey={(a) => String(a.id)}
      renderRow={(a) => (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-[13px]" data-testid="asset-row">
          <EntityLink kind="asset" value={a.id} className="w-24" />
          <span className="min-w-0 flex-1 truncate">
            {a.name === undefined || a.name === '' ? L.unnamed : a.name}
            {a.unitName !== undefined && <span className="text-muted"> ({a.unitName})</span>}
          </span>
          {a.deleted && <span className="text-xs text-muted">{L.destroyed}</span>}
          <span className="font-mono tabular-nums" title={L.total}>
            {formatAmount(a.total, a.decimals)}
          </span>
        </div>
      )}
    />
  );
}

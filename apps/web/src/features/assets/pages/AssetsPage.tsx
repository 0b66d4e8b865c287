import type { AssetSearchParams } from '@sextant/core/indexer/indexerParams';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { assetQueries } from '../../explore/queries/assetQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { SEARCH_FIELDS as F } from '../../explore/search/searchFields';
import { ASSET_LABELS as L } from '../assetLabels';
import { AssetRow } from '../components/AssetRow';

const FIELDS: readonly SearchFieldDef[] = [
  { name: 'name', kind: 'text', label: 'Name' },
  { name: 'unit', kind: 'text', label: 'Unit' },
  F.creator,
  F.assetId,
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
      renderRow={(a) => <AssetRow asset={a} />}
    />
  );
}

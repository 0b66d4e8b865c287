import { assetQueries } from '../../explore/queries/assetQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { SEARCH_FIELDS as F } from '../../explore/search/searchFields';
import { ASSET_LABELS as L } from '../assetLabels';
import { assetRows } from '../components/AssetRow';

const FIELDS: readonly SearchFieldDef[] = [
  { name: 'name', kind: 'text', label: 'Name' },
  { name: 'unit', kind: 'text', label: 'Unit' },
  F.creator,
  F.assetId,
  { name: 'include-all', kind: 'flag', label: 'Include destroyed' },
];

/** `/:net/assets`: asset search by name, unit, creator or id, filters in the URL. */
export function AssetsPage() {
  return (
    <SearchPage
      title={L.searchTitle}
      noneYet={SEARCH_LABELS.noneYet.assets}
      fields={FIELDS}
      search={assetQueries.search}
      rows={assetRows}
    />
  );
}

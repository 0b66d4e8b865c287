import type { AssetView } from '@sextant/core/explore/AssetView';
import { formatAmount } from '@sextant/core/format/formatAmount';
import { ListRow } from '../../../ui/ListRow';
import { EntityLink } from '../../explore/components/EntityLink';
import type { RowKind } from '../../explore/components/RowKind';
import { ASSET_LABELS as L } from '../assetLabels';

/** An asset in a list (a search's results, an account's created assets): id, name, unit, total. */
export function AssetRow({ asset }: { asset: AssetView }) {
  return (
    <ListRow testId="asset-row">
      <EntityLink kind="asset" value={asset.id} className="w-24" />
      <span className="min-w-0 flex-1 truncate">
        {asset.name === undefined || asset.name === '' ? L.unnamed : asset.name}
        {asset.unitName !== undefined && <span className="text-muted"> ({asset.unitName})</span>}
      </span>
      {asset.deleted && <span className="text-xs text-muted">{L.destroyed}</span>}
      <span className="font-mono tabular-nums" title={L.total}>
        {formatAmount(asset.total, asset.decimals)}
      </span>
    </ListRow>
  );
}

/** Assets in a paged list. */
export const assetRows: RowKind<AssetView> = {
  key: (a) => String(a.id),
  render: (a) => <AssetRow asset={a} />,
};

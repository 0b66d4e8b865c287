import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { assetDetailQuery } from '../queries/assetDetailQuery';
import { EntityLink } from './EntityLink';

/**
 * An asset's name and unit as plain text (names are untrusted), fetched once per asset and cached;
 * with `link` the name links to the asset (`Asset 12` while it has none or is not read yet).
 */
export function AssetName({ assetId, link = false }: { assetId: bigint; link?: boolean }) {
  const profile = useActiveNetwork();
  const { data } = useQuery(assetDetailQuery(profile, assetId));
  const unit = data?.unitName !== undefined && data.unitName !== '' ? ` (${data.unitName})` : '';
  if (link) {
    const name = data?.name !== undefined && data.name !== '' ? data.name : `Asset ${assetId}`;
    return (
      <span className="min-w-0 truncate" data-testid="asset-link">
        <EntityLink kind="asset" value={assetId} text={name} className="font-sans" />
        <span className="text-muted">{unit}</span>
      </span>
    );
  }
  if (data === undefined) return null;
  return (
    <span className="min-w-0 truncate text-muted">
      <bdi>{data.name ?? ''}</bdi>
      {unit}
    </span>
  );
}

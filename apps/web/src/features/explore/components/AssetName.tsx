import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { assetDetailQuery } from '../queries/assetDetailQuery';

/** An asset's name and unit as plain text (names are untrusted), fetched once per asset and cached. */
export function AssetName({ assetId }: { assetId: bigint }) {
  const profile = useActiveNetwork();
  const { data } = useQuery(assetDetailQuery(profile, assetId));
  if (data === undefined) return null;
  return (
    <span className="min-w-0 truncate text-muted">
      {data.name ?? ''}
      {data.unitName !== undefined && data.unitName !== '' && ` (${data.unitName})`}
    </span>
  );
}

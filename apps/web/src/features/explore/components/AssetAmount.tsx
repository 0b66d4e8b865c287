import { formatAmount } from '@sextant/core/format/formatAmount';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { assetDetailQuery } from '../queries/assetDetailQuery';

/**
 * An asset amount in the asset's own decimals and unit, exact for any uint64. Until the asset's
 * params arrive (or if they cannot), the base units are shown as they are.
 */
export function AssetAmount({ value, assetId }: { value: bigint; assetId: bigint }) {
  const profile = useActiveNetwork();
  const { data } = useQuery(assetDetailQuery(profile, assetId));
  const decimals = data?.decimals ?? 0;
  const unit = data?.unitName ?? (data === undefined ? `× asset ${assetId}` : '');
  return (
    <span
      className="font-mono tabular-nums"
      title={`${value} base units of asset ${assetId}`}
      data-testid="asset-amount"
    >
      {formatAmount(value, decimals)}
      {unit !== '' && <span className="ml-1 text-muted">{unit}</span>}
    </span>
  );
}

import { formatAmount } from '@sextant/core/format/formatAmount';
import { useQuery } from '@tanstack/react-query';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { assetDetailQuery } from '../queries/assetDetailQuery';
import { EntityLink } from './EntityLink';

/**
 * An asset amount in the asset's own decimals and unit (`100 STT`), exact for any uint64; with
 * `link` the unit links to the asset. Until the asset's params arrive (or if they cannot), the base
 * units are shown as they are, with the asset's id. Each asset is read once (cached by its key).
 */
export function AssetAmount({
  value,
  assetId,
  link = false,
}: {
  value: bigint;
  assetId: bigint;
  link?: boolean;
}) {
  const profile = useActiveNetwork();
  const { data } = useQuery(assetDetailQuery(profile, assetId));
  const decimals = data?.decimals ?? 0;
  const unit = data === undefined ? `× asset ${assetId}` : (data.unitName ?? '');
  const title = `${value} base units of ${data?.name === undefined ? '' : `${data.name}, `}asset ${assetId}`;
  return (
    <span className="font-mono tabular-nums" title={title} data-testid="asset-amount">
      {formatAmount(value, decimals)}
      {unit !== '' && ' '}
      {unit !== '' &&
        (link ? (
          <EntityLink kind="asset" value={assetId} text={unit} />
        ) : (
          <span className="text-muted">{unit}</span>
        ))}
    </span>
  );
}

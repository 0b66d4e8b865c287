import type { AssetView } from '@sextant/core/explore/AssetView';
import { formatAmount } from '@sextant/core/format/formatAmount';
import { DataList } from '../../../ui/DataList';
import { ExternalLink } from '../../../ui/ExternalLink';
import { Panel } from '../../../ui/Panel';
import { Stat } from '../../../ui/Stat';
import { EntityLink } from '../../explore/components/EntityLink';
import { ASSET_LABELS as L } from '../assetLabels';
import { dataRows } from '../../explore/components/dataRows';

function Role({ address }: { address: string | undefined }) {
  return address === undefined ? (
    <span className="font-sans text-muted">{L.notSet}</span>
  ) : (
    <EntityLink kind="account" value={address} />
  );
}

/** An asset's parameters: supply in its decimals, names and URL as untrusted text, the four role addresses. */
export function AssetDetails({ asset }: { asset: AssetView }) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label={L.name} mono={false} testId="asset-name">
          {asset.name === undefined || asset.name === '' ? L.unnamed : <bdi>{asset.name}</bdi>}
        </Stat>
        <Stat label={L.unit} testId="asset-unit">
          {asset.unitName === undefined ? '—' : <bdi>{asset.unitName}</bdi>}
        </Stat>
        <div className="col-span-2">
          <Stat label={L.total} testId="asset-total">
            <span title={`${asset.total} base units`}>{formatAmount(asset.total, asset.decimals)}</span>
          </Stat>
        </div>
      </div>
      <Panel>
        <DataList
          rows={[
            { label: L.decimals, value: String(asset.decimals), testId: 'asset-decimals' },
            { label: L.creator, value: <EntityLink kind="account" value={asset.creator} /> },
            { label: L.manager, value: <Role address={asset.manager} />, testId: 'asset-manager' },
            { label: L.reserve, value: <Role address={asset.reserve} /> },
            { label: L.freeze, value: <Role address={asset.freeze} /> },
            { label: L.clawback, value: <Role address={asset.clawback} /> },
            { label: L.defaultFrozen, value: asset.defaultFrozen ? L.yes : L.no },
            asset.url !== undefined && {
              label: L.url,
              value: <ExternalLink text={asset.url} />,
              testId: 'asset-url',
            },
            asset.metadataHash !== undefined && { label: L.metadataHash, value: asset.metadataHash },
            dataRows.link(L.createdAtRound, 'block', asset.createdAtRound),
            dataRows.link(L.destroyedAtRound, 'block', asset.destroyedAtRound),
          ]}
        />
      </Panel>
    </>
  );
}

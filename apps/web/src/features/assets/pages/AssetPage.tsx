import { formatAmount } from '@sextant/core/format/formatAmount';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { DetailFrame } from '../../../ui/DetailFrame';
import { useHydrating } from '../../../ui/hydration/useHydrating';
import { ListRow } from '../../../ui/ListRow';
import { Tabs } from '../../../ui/Tabs';
import { useTabParam } from '../../../ui/useTabParam';
import { ASSET_TABS } from '../assetTabs';
import { EntityLink } from '../../explore/components/EntityLink';
import { pagedTab } from '../../explore/components/pagedTab';
import { txnRows } from '../../explore/components/txnRows';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { parseUint64 } from '../../explore/parseUint64';
import { assetQueries } from '../../explore/queries/assetQueries';
import { ASSET_LABELS as L } from '../assetLabels';
import { AssetDetails } from '../components/AssetDetails';
import { AssetOptIn } from '../components/AssetOptIn';

// ARC-3/19/69 readers (CIDs, hashes, the note's JSON): their own chunk, after the page is live.
const AssetMetadataPanel = lazy(() => import('../components/AssetMetadataPanel'));

/**
 * `/:net/asset/:id`: parameters, roles, supply in its decimals, its metadata (ARC-3, ARC-19, ARC-69),
 * holders and transactions (paged).
 */
export function AssetPage() {
  const { id: param = '' } = useParams();
  const profile = useActiveNetwork();
  const id = parseUint64(param);
  const [tab, setTab] = useTabParam(ASSET_TABS);
  const query = useQuery({ ...assetQueries.detail(profile, id ?? 0n), enabled: id !== undefined });
  const hydrating = useHydrating();

  return (
    <DetailFrame
      heading={{
        title: L.title,
        id: param,
        what: L.id,
        testId: 'param-asset-id',
        badge: query.data?.deleted === true ? { text: L.destroyed, tone: 'muted' } : undefined,
      }}
      query={query}
      answer={(a) => a.answer}
      invalid={id === undefined && EXPLORER_LABELS.invalid.number}
      notFound={EXPLORER_LABELS.notFound.asset(param)}
    >
      {(asset) => (
        <>
          <AssetDetails asset={asset} />
          {!hydrating && (
            <Suspense fallback={null}>
              <AssetMetadataPanel asset={asset} />
            </Suspense>
          )}
          <AssetOptIn asset={asset} />
          <Tabs
            label={L.lists}
            value={tab}
            onValueChange={setTab}
            items={[
              pagedTab('holders', {
                options: assetQueries.balances(profile, asset.id),
                empty: L.noHolders,
                label: L.holders,
                rows: {
                  key: (h) => h.address,
                  render: (h) => (
                    <ListRow testId="holder-row">
                      <EntityLink kind="account" value={h.address} short />
                      {h.frozen && <span className="text-xs text-warn">{L.frozen}</span>}
                      <span className="ml-auto font-mono tabular-nums">
                        {formatAmount(h.amount, asset.decimals)}
                        {asset.unitName !== undefined && ' '}
                        {asset.unitName !== undefined && <span className="text-muted">{asset.unitName}</span>}
                      </span>
                    </ListRow>
                  ),
                },
              }),
              pagedTab('transactions', {
                options: assetQueries.transactions(profile, asset.id),
                empty: L.noTransactions,
                label: L.transactions,
                rows: txnRows,
              }),
            ]}
          />
        </>
      )}
    </DetailFrame>
  );
}

import { formatAmount } from '@sextant/core/format/formatAmount';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { StateMessage } from '../../../ui/StateMessage';
import { Tabs } from '../../../ui/Tabs';
import { UI_LABELS } from '../../../ui/uiLabels';
import { EntityLink } from '../../explore/components/EntityLink';
import { IdHeading } from '../../explore/components/IdHeading';
import { PagedList } from '../../explore/components/PagedList';
import { ReadErrorState } from '../../explore/components/ReadErrorState';
import { TxnRow } from '../../explore/components/TxnRow';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { parseUint64 } from '../../explore/parseUint64';
import { assetQueries } from '../../explore/queries/assetQueries';
import { ASSET_LABELS as L } from '../assetLabels';
import { AssetDetails } from '../components/AssetDetails';

/** `/:net/asset/:id`: parameters, roles, supply in its decimals, holders and transactions (paged). */
export function AssetPage() {
  const { id: param = '' } = useParams();
  const profile = useActiveNetwork();
  const id = parseUint64(param);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'transactions' ? 'transactions' : 'holders';
  const query = useQuery({ ...assetQueries.detail(profile, id ?? 0n), enabled: id !== undefined });
  const ready = query.isSuccess;
  const holders = useInfiniteQuery({
    ...assetQueries.balances(profile, id ?? 0n),
    enabled: ready && tab === 'holders',
  });
  const transactions = useInfiniteQuery({
    ...assetQueries.transactions(profile, id ?? 0n),
    enabled: ready && tab === 'transactions',
  });
  const decimals = query.data?.decimals ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <IdHeading
        title={L.title}
        id={param}
        what={L.id}
        testId="param-asset-id"
        badge={query.data?.deleted === true ? { text: L.destroyed, tone: 'muted' } : undefined}
      />
      {id === undefined ? (
        <StateMessage kind="notFound">{EXPLORER_LABELS.invalid.number}</StateMessage>
      ) : query.isPending ? (
        <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>
      ) : query.isError ? (
        <ReadErrorState
          error={query.error}
          notFound={EXPLORER_LABELS.notFound.asset(param)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <AssetDetails asset={query.data} />
          <Tabs
            label={L.lists}
            value={tab}
            onValueChange={(value) => setParams(value === 'holders' ? {} : { tab: value }, { replace: true })}
            items={[
              {
                value: 'holders',
                label: L.holders,
                content: (
                  <PagedList
                    query={holders}
                    empty={L.noHolders}
                    label={L.holders}
                    rowKey={(h) => h.address}
                    renderRow={(h) => (
                      <div
                        className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-[13px]"
                        data-testid="holder-row"
                      >
                        <EntityLink kind="account" value={h.address} short />
                        {h.frozen && <span className="text-xs text-warn">{L.frozen}</span>}
                        <span className="ml-auto font-mono tabular-nums">
                          {formatAmount(h.amount, decimals)}
                          {query.data.unitName !== undefined && (
                            <span className="ml-1 text-muted">{query.data.unitName}</span>
                          )}
                        </span>
                      </div>
                    )}
                  />
                ),
              },
              {
                value: 'transactions',
                label: L.transactions,
                content: (
                  <PagedList
                    query={transactions}
                    empty={L.noTransactions}
                    label={L.transactions}
                    rowKey={(t) => t.id}
                    renderRow={(t) => <TxnRow txn={t} />}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}

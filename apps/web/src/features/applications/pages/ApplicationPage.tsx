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
import { applicationQueries } from '../../explore/queries/applicationQueries';
import { APPLICATION_LABELS as L } from '../applicationLabels';
import { ApplicationDetails } from '../components/ApplicationDetails';
import { BoxRow } from '../components/BoxRow';

const TABS = ['transactions', 'boxes', 'logs'] as const;

/** `/:net/application/:id`: params, creator, schemas, global state, programs, transactions, boxes, logs. */
export function ApplicationPage() {
  const { id: param = '' } = useParams();
  const profile = useActiveNetwork();
  const id = parseUint64(param) ?? 0n;
  const valid = parseUint64(param) !== undefined;
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'transactions';
  const query = useQuery({ ...applicationQueries.detail(profile, id), enabled: valid });
  const ready = query.isSuccess;
  const transactions = useInfiniteQuery({
    ...applicationQueries.transactions(profile, id),
    enabled: ready && tab === 'transactions',
  });
  const boxes = useInfiniteQuery({
    ...applicationQueries.boxes(profile, id),
    enabled: ready && tab === 'boxes',
  });
  const logs = useInfiniteQuery({
    ...applicationQueries.logs(profile, id),
    enabled: ready && tab === 'logs',
  });

  return (
    <div className="flex flex-col gap-4">
      <IdHeading
        title={L.title}
        id={param}
        what={L.id}
        testId="param-application-id"
        badge={query.data?.deleted === true ? { text: L.deleted, tone: 'muted' } : undefined}
      />
      {!valid ? (
        <StateMessage kind="notFound">{EXPLORER_LABELS.invalid.number}</StateMessage>
      ) : query.isPending ? (
        <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>
      ) : query.isError ? (
        <ReadErrorState
          error={query.error}
          notFound={EXPLORER_LABELS.notFound.application(param)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.data.source === 'algod' && (
            <StateMessage kind="empty">{EXPLORER_LABELS.fromAlgod}</StateMessage>
          )}
          <ApplicationDetails app={query.data} />
          <Tabs
            label={L.lists}
            value={tab}
            onValueChange={(value) =>
              setParams(value === 'transactions' ? {} : { tab: value }, { replace: true })
            }
            items={[
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
              {
                value: 'boxes',
                label: L.boxes,
                content: (
                  <PagedList
                    query={boxes}
                    empty={L.noBoxes}
                    label={L.boxes}
                    rowKey={(b) => b.base64}
                    renderRow={(b) => <BoxRow appId={id} box={b} />}
                  />
                ),
              },
              {
                value: 'logs',
                label: L.logs,
                content: (
                  <PagedList
                    query={logs}
                    empty={L.noLogs}
                    label={L.logs}
                    rowKey={(l, i) => `${l.txid}-${i}`}
                    renderRow={(l) => (
                      <div className="flex flex-col gap-1 py-2 text-[13px]">
                        <EntityLink kind="transaction" value={l.txid} short />
                        <ol className="font-mono break-all text-muted">
                          {l.logs.map((log, i) => (
                            <li key={i}>{log}</li>
                          ))}
                        </ol>
                      </div>
                    )}
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

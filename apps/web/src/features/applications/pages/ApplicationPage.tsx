import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { DetailFrame } from '../../../ui/DetailFrame';
import { StateMessage } from '../../../ui/StateMessage';
import type { ReactNode } from 'react';
import { Tabs, type TabItem } from '../../../ui/Tabs';
import { useTabParam } from '../../../ui/useTabParam';
import { APPLICATION_TABS } from '../applicationTabs';
import { EntityLink } from '../../explore/components/EntityLink';
import { BytesValue } from '../../../ui/BytesValue';
import { TRANSACTION_LABELS } from '../../transactions/transactionLabels';
import { pagedTab } from '../../explore/components/pagedTab';
import { txnRows } from '../../explore/components/txnRows';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { parseUint64 } from '../../explore/parseUint64';
import { applicationQueries } from '../../explore/queries/applicationQueries';
import { APPLICATION_LABELS as L } from '../applicationLabels';
import { ApplicationDetails } from '../components/ApplicationDetails';
import { BoxRow } from '../components/BoxRow';
import { BoxAddBar } from '../../networkControl/edit/BoxEdit';

/** A tab with `above` drawn over its content (the sandbox's "Add a box"). */
function withAbove(tab: TabItem, above: ReactNode): TabItem {
  return {
    ...tab,
    content: (
      <>
        {above}
        {tab.content}
      </>
    ),
  };
}

/** `/:net/application/:id`: params, creator, schemas, global state, programs, transactions, boxes, logs. */
export function ApplicationPage() {
  const { id: param = '' } = useParams();
  const profile = useActiveNetwork();
  const id = parseUint64(param);
  const [tab, setTab] = useTabParam(APPLICATION_TABS);
  const query = useQuery({ ...applicationQueries.detail(profile, id ?? 0n), enabled: id !== undefined });

  return (
    <DetailFrame
      heading={{
        title: L.title,
        id: param,
        what: L.id,
        testId: 'param-application-id',
        badge: query.data?.deleted === true ? { text: L.deleted, tone: 'muted' } : undefined,
      }}
      query={query}
      answer={(a) => a.answer}
      invalid={id === undefined && EXPLORER_LABELS.invalid.number}
      notFound={EXPLORER_LABELS.notFound.application(param)}
    >
      {(app) => (
        <>
          {app.source === 'algod' && <StateMessage kind="empty">{EXPLORER_LABELS.fromAlgod}</StateMessage>}
          <ApplicationDetails app={app} />
          <Tabs
            label={L.lists}
            value={tab}
            onValueChange={setTab}
            items={[
              pagedTab('transactions', {
                options: applicationQueries.transactions(profile, app.id),
                empty: L.noTransactions,
                label: L.transactions,
                rows: txnRows,
              }),
              withAbove(
                pagedTab('boxes', {
                  options: applicationQueries.boxes(profile, app.id),
                  empty: L.noBoxes,
                  label: L.boxes,
                  rows: { key: (b) => b.base64, render: (b) => <BoxRow appId={app.id} box={b} /> },
                }),
                <BoxAddBar app={app.id} />,
              ),
              pagedTab('logs', {
                options: applicationQueries.logs(profile, app.id),
                empty: L.noLogs,
                label: L.logs,
                rows: {
                  key: (l, i) => `${l.txid}-${i}`,
                  render: (l) => (
                    <div className="flex flex-col gap-1 py-2 text-[13px]">
                      <EntityLink kind="transaction" value={l.txid} short />
                      <ol className="flex flex-col gap-1">
                        {l.logs.map((log, i) => (
                          <li key={i}>
                            <BytesValue
                              base64={log}
                              what={TRANSACTION_LABELS.log(i + 1)}
                              address={(a) => <EntityLink kind="account" value={a} />}
                            />
                          </li>
                        ))}
                      </ol>
                    </div>
                  ),
                },
              }),
            ]}
          />
        </>
      )}
    </DetailFrame>
  );
}

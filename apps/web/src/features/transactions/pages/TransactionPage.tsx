import { useQuery } from '@tanstack/react-query';
import { Bug } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isTxid } from '../isTxid';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { DetailFrame } from '../../../ui/DetailFrame';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { transactionQueries } from '../../explore/queries/transactionQueries';
import { InnerTree } from '../components/InnerTree';
import { NotePanel } from '../components/NotePanel';
import { SignaturePanel } from '../components/SignaturePanel';
import { TxnFieldsPanel } from '../components/TxnFieldsPanel';
import { TxnEventsPanel } from '../components/TxnEventsPanel';
import { TxnMethodPanel } from '../components/TxnMethodPanel';
import { TxnHeaderPanel } from '../components/TxnHeaderPanel';
import { TRANSACTION_LABELS as L } from '../transactionLabels';
import { DEBUG_LABELS } from '../../debug/debugLabels';
import { BLOCK_LABELS } from '../../blocks/blockLabels';
import { GroupFlow } from '../../blocks/components/GroupFlow';
import { debugTxidHref } from '../../debug/debugTxidHref';
import { AccessListPanel } from '../v42/AccessListPanel';
import { BytesValue } from '../../../ui/BytesValue';
import { EntityLink } from '../../explore/components/EntityLink';

/** `/:net/transaction/:txid`: every field of any type, the signature kind, note, logs, inner transactions. */
export function TransactionPage() {
  const { txid = '' } = useParams();
  const profile = useActiveNetwork();
  const valid = isTxid(txid);
  const query = useQuery({ ...transactionQueries.detail(profile, txid), enabled: valid });

  return (
    <DetailFrame
      heading={{ title: L.title, id: txid, what: L.txid, testId: 'param-transaction-id' }}
      query={query}
      answer={(t) => t.answer}
      invalid={!valid && EXPLORER_LABELS.invalid.txid}
      notFound={EXPLORER_LABELS.notFound.transaction}
      aside={
        valid && (
          <Link
            to={debugTxidHref(profile.id, txid)}
            title={DEBUG_LABELS.rerunTitle}
            data-testid="txn-debug"
            className="inline-flex h-8 items-center gap-1.5 rounded-md border border-line-strong bg-surface px-3 text-sm font-medium whitespace-nowrap hover:bg-sunken"
          >
            <Bug className="size-4" aria-hidden />
            {DEBUG_LABELS.rerunInDebugger}
          </Link>
        )
      }
    >
      {(txn) => (
        <>
          <TxnHeaderPanel txn={txn} />
          {/* Every transaction has its picture (who pays, calls or changes what), inner ones or not. */}
          <Panel title={BLOCK_LABELS.flow}>
            <GroupFlow txns={[txn]} />
          </Panel>
          <div className="grid gap-4 lg:grid-cols-2">
            <TxnFieldsPanel type={txn.type} fields={txn.fields} />
            <SignaturePanel signature={txn.signature} />
          </div>
          {txn.access !== undefined && <AccessListPanel access={txn.access} />}
          {txn.note !== undefined && <NotePanel note={txn.note} />}
          {txn.appCall !== undefined && <TxnMethodPanel network={profile.id} call={txn.appCall} />}
          {txn.logs.length > 0 && (
            <TxnEventsPanel
              network={profile.id}
              appId={txn.applicationId || txn.createdApplicationId || 0n}
              logs={txn.logs}
            />
          )}
          {txn.logs.length > 0 && (
            <Panel title={L.logs}>
              <ol className="flex flex-col divide-y divide-line text-[13px]">
                {txn.logs.map((log, i) => (
                  <li key={i} className="py-1.5 first:pt-0 last:pb-0">
                    <BytesValue
                      base64={log}
                      what={L.log(i + 1)}
                      address={(a) => <EntityLink kind="account" value={a} />}
                      testId="txn-log"
                    />
                  </li>
                ))}
              </ol>
            </Panel>
          )}
          {txn.inner.length > 0 && (
            <Panel title={L.inner}>
              <InnerTree inner={txn.inner} />
            </Panel>
          )}
        </>
      )}
    </DetailFrame>
  );
}

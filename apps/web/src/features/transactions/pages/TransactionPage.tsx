import { decodeBase32 } from '@sextant/core/encoding/decodeBase32';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { UI_LABELS } from '../../../ui/uiLabels';
import { IdHeading } from '../../explore/components/IdHeading';
import { ReadErrorState } from '../../explore/components/ReadErrorState';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { transactionQueries } from '../../explore/queries/transactionQueries';
import { InnerTree } from '../components/InnerTree';
import { NotePanel } from '../components/NotePanel';
import { SignaturePanel } from '../components/SignaturePanel';
import { TxnFieldsPanel } from '../components/TxnFieldsPanel';
import { TxnHeaderPanel } from '../components/TxnHeaderPanel';
import { TRANSACTION_LABELS as L } from '../transactionLabels';

/** `/:net/transaction/:txid`: every field of any type, the signature kind, note, logs, inner transactions. */
export function TransactionPage() {
  const { txid = '' } = useParams();
  const profile = useActiveNetwork();
  const valid = txid.length === 52 && decodeBase32(txid)?.length === 32;
  const query = useQuery({ ...transactionQueries.detail(profile, txid), enabled: valid });

  return (
    <div className="flex flex-col gap-4">
      <IdHeading title={L.title} id={txid} what={L.txid} testId="param-transaction-id" />
      {!valid ? (
        <StateMessage kind="notFound">{EXPLORER_LABELS.invalid.txid}</StateMessage>
      ) : query.isPending ? (
        <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>
      ) : query.isError ? (
        <ReadErrorState
          error={query.error}
          notFound={EXPLORER_LABELS.notFound.transaction}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <TxnHeaderPanel txn={query.data} />
          <div className="grid gap-4 lg:grid-cols-2">
            <TxnFieldsPanel type={query.data.type} fields={query.data.fields} />
            <SignaturePanel signature={query.data.signature} />
          </div>
          {query.data.note !== undefined && <NotePanel note={query.data.note} />}
          {query.data.logs.length > 0 && (
            <Panel title={L.logs}>
              <ol className="flex flex-col gap-1 font-mono text-[13px] break-all">
                {query.data.logs.map((log, i) => (
                  <li key={i}>{log}</li>
                ))}
              </ol>
            </Panel>
          )}
          {query.data.inner.length > 0 && (
            <Panel title={L.inner}>
              <InnerTree inner={query.data.inner} />
            </Panel>
          )}
        </>
      )}
    </div>
  );
}

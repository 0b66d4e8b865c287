import type { TransactionView } from '@sextant/core/explore/TransactionView';
import { DataList } from '../../../ui/DataList';
import { EntityLink } from '../../explore/components/EntityLink';
import { FieldValueView } from '../../explore/components/FieldValueView';
import { TxnTypeBadge } from '../../explore/components/TxnTypeBadge';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { BytesValue } from '../../../ui/BytesValue';
import { TRANSACTION_LABELS as L } from '../transactionLabels';
import { InnerSpecReading } from './TxnMethodPanel';

/**
 * Inner transactions as a tree: each opens to its fields, its ARC-4 method and ARC-28 events (an
 * app call to an app with an attached spec), its logs and its own inner transactions.
 */
export function InnerTree({ inner, depth = 0 }: { inner: readonly TransactionView[]; depth?: number }) {
  return (
    <ol
      className={depth === 0 ? 'flex flex-col gap-1' : 'ml-3 flex flex-col gap-1 border-l border-line pl-3'}
    >
      {inner.map((txn, i) => (
        <li key={i}>
          <details className="group">
            <summary className="flex cursor-pointer flex-wrap items-center gap-2 py-1 text-[13px]">
              <span className="text-xs text-muted tabular-nums">{i + 1}.</span>
              <TxnTypeBadge type={txn.type} />
              <EntityLink kind="account" value={txn.sender} short />
              {txn.inner.length > 0 && (
                <span className="text-xs text-muted">{EXPLORER_LABELS.innerCount(txn.inner.length)}</span>
              )}
            </summary>
            <div className="flex flex-col gap-2 py-2 pl-5">
              <DataList
                rows={txn.fields.map((f) => ({
                  label: f.label,
                  value: <FieldValueView value={f.value} field={f.key} what={f.label} />,
                }))}
              />
              {txn.appCall !== undefined && <InnerSpecReading call={txn.appCall} logs={txn.logs} />}
              {txn.logs.length > 0 && (
                <div className="flex flex-col gap-1 text-[13px]">
                  <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.logs}</h4>
                  <ol className="flex flex-col gap-1" data-testid="inner-logs">
                    {txn.logs.map((log, k) => (
                      <li key={k}>
                        <BytesValue
                          base64={log}
                          what={L.innerLog(i + 1, k + 1)}
                          address={(a) => <EntityLink kind="account" value={a} />}
                          testId="inner-log"
                        />
                      </li>
                    ))}
                  </ol>
                </div>
              )}
              {txn.inner.length > 0 && <InnerTree inner={txn.inner} depth={depth + 1} />}
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}

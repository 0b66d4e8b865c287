import type { TxnField } from '@sextant/core/explore/TransactionView';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { FieldValueView } from '../../explore/components/FieldValueView';
import { TRANSACTION_LABELS as L } from '../transactionLabels';

/** The type's own fields (`payment-transaction` …), every one the indexer sent. */
export function TxnFieldsPanel({ type, fields }: { type: string; fields: readonly TxnField[] }) {
  return (
    <Panel title={L.details(EXPLORER_LABELS.txTypes[type] ?? type)}>
      {fields.length === 0 ? (
        <StateMessage kind="empty">{L.noFields}</StateMessage>
      ) : (
        <DataList
          rows={fields.map((f) => ({
            label: f.label,
            value: <FieldValueView value={f.value} field={f.key} what={f.label} />,
            testId: `field-${f.key}`,
          }))}
        />
      )}
    </Panel>
  );
}

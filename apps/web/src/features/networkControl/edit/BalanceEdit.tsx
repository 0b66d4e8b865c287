import { formatAmount, parseAmount } from '@sextant/core/txn/parseAmount';
import { useState } from 'react';
import { Field } from '../../../ui/Field';
import { EDIT_LABELS as L } from './editLabels';
import { SandboxEditDialog } from './SandboxEditDialog';

/** The account page's "Edit balance" (sandbox networks): sets its Algo balance. */
export function BalanceEdit({ address, balance }: { address: string; balance: bigint }) {
  const [text, setText] = useState('');
  return (
    <SandboxEditDialog
      title={L.balance.title}
      label={L.balance.button}
      testId="edit-balance"
      onOpen={() => setText(formatAmount(balance, 6))}
      fields={(errors) => (
        <Field
          label={L.balance.field}
          inputMode="decimal"
          value={text}
          error={errors.amount}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      save={() => {
        const amount = parseAmount(text, 6);
        if (!amount.ok) return { field: 'amount', problem: L.problems.amount };
        return (client) => client.setBalance(address, amount.value);
      }}
    />
  );
}

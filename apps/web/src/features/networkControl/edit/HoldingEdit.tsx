import type { HoldingView } from '@sextant/core/explore/AccountView';
import { formatAmount, parseAmount } from '@sextant/core/txn/parseAmount';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { CheckField } from '../../../ui/CheckField';
import { Field } from '../../../ui/Field';
import { assetDetailQuery } from '../../explore/queries/assetDetailQuery';
import { EDIT_LABELS as L } from './editLabels';
import { SandboxEditDialog } from './SandboxEditDialog';

/** A holding row's edit (sandbox networks): the amount, in the asset's decimals, and frozen. */
export function HoldingEdit({ address, holding }: { address: string; holding: HoldingView }) {
  const profile = useActiveNetwork();
  const { data: asset } = useQuery(assetDetailQuery(profile, holding.assetId));
  const decimals = asset?.decimals ?? 0;
  const [text, setText] = useState('');
  const [frozen, setFrozen] = useState(holding.frozen);
  return (
    <SandboxEditDialog
      title={L.holding.title(holding.assetId)}
      label={L.holding.button(holding.assetId)}
      testId="edit-holding"
      onOpen={() => {
        setText(formatAmount(holding.amount, decimals));
        setFrozen(holding.frozen);
      }}
      fields={(errors) => (
        <>
          <Field
            label={L.holding.amount(asset?.unitName ?? '')}
            hint={L.holding.amountHint(decimals)}
            inputMode="decimal"
            value={text}
            error={errors.amount}
            onChange={(e) => setText(e.target.value)}
          />
          <CheckField label={L.holding.frozen} checked={frozen} onChange={setFrozen} />
          {errors.frozen !== undefined && <p className="text-xs text-bad">{errors.frozen}</p>}
        </>
      )}
      save={() => {
        const amount = parseAmount(text, decimals);
        if (!amount.ok) return { field: 'amount', problem: L.problems.amount };
        return (client) => client.setHolding(address, holding.assetId, { amount: amount.value, frozen });
      }}
    />
  );
}

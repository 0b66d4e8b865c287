import { buildTransaction } from '@sextant/core/txn/buildTransaction';
import { emptyTxnDraft } from '@sextant/core/txn/emptyTxnDraft';
import { FIELD_MESSAGES } from '@sextant/core/txn/fieldMessages';
import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import type algosdk from 'algosdk';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { TxnEditor } from './TxnEditor';

const params: algosdk.SuggestedParams = {
  fee: 0n,
  minFee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32),
};
const SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

/** The editor as the page drives it: each change rebuilt, the field errors fed back. */
function Harness({ showAll = false }: { showAll?: boolean }) {
  const [draft, setDraft] = useState<TxnDraft>(emptyTxnDraft('pay', SENDER));
  const r = buildTransaction(draft, params);
  return (
    <TxnEditor
      position={1}
      draft={draft}
      errors={r.ok ? undefined : r.errors}
      showAll={showAll}
      addresses={[SENDER]}
      onChange={setDraft}
    />
  );
}

describe('TxnEditor', () => {
  it('shows each message at its field as it is typed, and the amount both ways', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByText(FIELD_MESSAGES.required)).toBeNull();
    await user.type(screen.getByLabelText(L.fields.receiver), 'ABC');
    expect(screen.getByLabelText(L.fields.receiver)).toHaveAccessibleDescription(
      FIELD_MESSAGES.addressLength(3),
    );
    await user.type(screen.getByLabelText(L.fields.amountAlgo), '1.2345678');
    expect(screen.getByLabelText(L.fields.amountAlgo)).toHaveAccessibleDescription(
      FIELD_MESSAGES.amountDecimals(6),
    );
    await user.clear(screen.getByLabelText(L.fields.amountAlgo));
    await user.type(screen.getByLabelText(L.fields.amountAlgo), '1.5');
    expect(screen.getByLabelText(L.fields.amountAlgo)).toHaveAccessibleDescription(L.microAlgos('1,500,000'));
  });

  it('shows the messages of empty required fields after a build attempt', () => {
    render(<Harness showAll />);
    expect(screen.getByLabelText(L.fields.receiver)).toHaveAccessibleDescription(FIELD_MESSAGES.required);
  });

  it('switching type keeps the shared fields', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(screen.getByLabelText(L.fields.type), 'keyreg');
    expect(screen.getByLabelText(L.fields.sender)).toHaveValue(SENDER);
    expect(screen.getByLabelText(L.fields.mode)).toHaveValue('online');
  });
});

import { buildTransaction } from '@sextant/core/txn/buildTransaction';
import { emptyTxnDraft } from '@sextant/core/txn/emptyTxnDraft';
import { ACCESS_MESSAGES } from '@sextant/core/txn/readAccessList';
import type { ApplDraft, TxnDraft } from '@sextant/core/txn/TxnDraft';
import algosdk from 'algosdk';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { ACCESS_EDITOR_LABELS as A } from './AccessListEditor';
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
const OTHER = algosdk.generateAccount().addr.toString();
type Built = ReturnType<typeof buildTransaction>;

function Harness({ onBuilt }: { onBuilt: (r: Built) => void }) {
  const [draft, setDraft] = useState<TxnDraft>({
    ...(emptyTxnDraft('appl', SENDER) as ApplDraft),
    appId: '9',
  });
  const r = buildTransaction(draft, params);
  useEffect(() => {
    onBuilt(r);
  });
  return (
    <TxnEditor
      position={1}
      draft={draft}
      errors={r.ok ? undefined : r.errors}
      showAll={false}
      addresses={[SENDER]}
      onChange={setDraft}
    />
  );
}

describe('the studio’s access list and reject version', () => {
  it('adds typed entries, marks a bad one at its field, removes it, and builds `al` and `aprv`', async () => {
    const user = userEvent.setup();
    let last: Built | undefined;
    render(<Harness onBuilt={(r) => (last = r)} />);
    await user.click(screen.getByRole('button', { name: L.addItem(A.title) }));
    await user.type(screen.getByLabelText(A.address(1)), 'ABC');
    expect(screen.getByLabelText(A.address(1))).toHaveAccessibleDescription(/58/);
    await user.clear(screen.getByLabelText(A.address(1)));
    await user.type(screen.getByLabelText(A.address(1)), OTHER);

    await user.click(screen.getByRole('button', { name: L.addItem(A.title) }));
    await user.selectOptions(screen.getByLabelText(A.kind(2)), 'box');
    await user.type(screen.getByLabelText(A.name(2)), 'str:');
    expect(screen.getByLabelText(A.name(2))).toHaveAccessibleDescription(ACCESS_MESSAGES.boxName);
    await user.type(screen.getByLabelText(A.name(2)), 'vault');

    await user.click(screen.getByRole('button', { name: L.addItem(A.title) }));
    await user.click(screen.getByRole('button', { name: L.removeItem(A.title, 3) }));
    await user.type(screen.getByLabelText(A.rejectVersion), '4');

    if (last?.ok !== true) throw new Error(JSON.stringify(last));
    const call = algosdk.decodeUnsignedTransaction(last.txn.toByte()).applicationCall;
    expect(call?.access.length).toBe(2);
    expect(call?.access[0]?.address?.toString()).toBe(OTHER);
    expect(new TextDecoder().decode(call?.access[1]?.box?.name)).toBe('vault');
    expect(call?.rejectVersion).toBe(4);
  });
});

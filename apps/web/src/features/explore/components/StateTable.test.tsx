import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StateEntry } from '@sextant/core/explore/decodeTealState';
import algosdk from 'algosdk';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { UI_LABELS } from '../../../ui/uiLabels';
import { STATE_TABLE_LABELS as L, StateTable } from './StateTable';

const ownerAddr = algosdk.generateAccount().addr;
const owner = ownerAddr.toString();
const ownerB64 = Buffer.from(ownerAddr.publicKey).toString('base64');

function renderTable(entries: StateEntry[]) {
  render(
    <MemoryRouter>
      <ActiveNetworkContext value={LAB_NETWORK}>
        <StateTable label="Global state" entries={entries} />
      </ActiveNetworkContext>
    </MemoryRouter>,
  );
}

describe('StateTable', () => {
  it('has a type column: uint64 for numbers, bytes for text, addresses and raw bytes', () => {
    renderTable([
      { key: 'count', keyBase64: 'Y291bnQ=', value: { kind: 'uint', value: 12n } },
      {
        key: 'owner',
        keyBase64: 'b3duZXI=',
        value: { kind: 'address', value: owner, base64: ownerB64 },
      },
      { key: 'label', keyBase64: 'bGFiZWw=', value: { kind: 'text', value: 'hi', base64: 'aGk=' } },
      { key: 'raw', keyBase64: 'cmF3', value: { kind: 'bytes', base64: 'AAE=' } },
    ]);
    const table = screen.getByRole('table', { name: 'Global state' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([L.key, L.type, L.value]);
    expect(
      within(table)
        .getAllByTestId('state-type')
        .map((c) => c.textContent),
    ).toEqual(['uint64', 'bytes', 'bytes', 'bytes']);
    // An address stays an address (a link to the account), not hex or base64.
    expect(within(within(table).getByRole('row', { name: /owner/ })).getByRole('link')).toHaveTextContent(
      owner.slice(0, 6),
    );
  });

  it('toggles each bytes value between its views, the others keeping theirs', async () => {
    const user = userEvent.setup();
    renderTable([
      {
        key: 'owner',
        keyBase64: 'b3duZXI=',
        value: { kind: 'address', value: owner, base64: ownerB64 },
      },
      { key: 'raw', keyBase64: 'cmF3', value: { kind: 'bytes', base64: 'AAE=' } },
    ]);
    const ownerRow = screen.getByRole('row', { name: /owner/ });
    const ownerViews = within(ownerRow).getByRole('group', { name: UI_LABELS.bytesViewsOf('owner') });
    expect(within(ownerViews).getByRole('button', { name: UI_LABELS.bytesViews.address })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(ownerViews).getByRole('button', { name: UI_LABELS.bytesViews.base64 }));
    expect(ownerRow).toHaveTextContent(ownerB64);
    expect(within(ownerRow).queryByRole('link')).toBeNull();
    // Raw bytes are hex first (no text view: 0x00 is a control byte) and keep their own view.
    const rawRow = screen.getByRole('row', { name: /raw/ });
    expect(rawRow).toHaveTextContent('0001');
    expect(within(rawRow).queryByRole('button', { name: UI_LABELS.bytesViews.text })).toBeNull();
    // The keyboard reaches and presses the toggle too.
    within(rawRow).getByRole('button', { name: UI_LABELS.bytesViews.base64 }).focus();
    await user.keyboard('{Enter}');
    expect(rawRow).toHaveTextContent('AAE=');
    expect(ownerRow).toHaveTextContent(ownerB64);
  });
});

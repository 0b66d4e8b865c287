import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import algosdk from 'algosdk';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { UI_LABELS } from '../../../ui/uiLabels';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { RunResult } from '../hooks/useCallRunner';
import { OutcomeView } from './OutcomeView';

const b64 = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString('base64');
const owner = algosdk.generateAccount().addr;

const result: RunResult = {
  mode: 'committed',
  txid: 'TXID',
  round: 5n,
  outcome: {
    returned: { kind: 'void' },
    events: [],
    logs: [b64('hello'), b64(new Uint8Array([0, 1, 255]))],
    inner: [],
    stateChanges: [
      { scope: 'global', key: 'count', action: 'set', value: '7' },
      { scope: 'global', key: 'owner', action: 'set', value: owner.toString(), bytes: b64(owner.publicKey) },
      { scope: 'box', key: 'note', action: 'set', value: 'hi', bytes: b64('hi') },
      { scope: 'box', key: 'old', action: 'delete' },
    ],
  },
};

function renderOutcome() {
  render(
    <MemoryRouter>
      <ActiveNetworkContext value={LAB_NETWORK}>
        <OutcomeView result={result} onAddResources={() => undefined} />
      </ActiveNetworkContext>
    </MemoryRouter>,
  );
}

describe('the lab’s outcome view', () => {
  it('shows each log as text, hex or base64 with a toggle per log', async () => {
    const user = userEvent.setup();
    renderOutcome();
    const logs = screen.getAllByTestId('lab-log');
    expect(logs.map((l) => [l.textContent, l.dataset['view']])).toEqual([
      ['hello', 'text'],
      ['0001ff', 'hex'],
    ]);
    const first = screen.getByRole('group', { name: UI_LABELS.bytesViewsOf(L.logN(1)) });
    await user.click(within(first).getByRole('button', { name: UI_LABELS.bytesViews.base64 }));
    expect(screen.getAllByTestId('lab-log').map((l) => l.textContent)).toEqual([b64('hello'), '0001ff']);
    await user.click(within(first).getByRole('button', { name: UI_LABELS.bytesViews.hex }));
    expect(screen.getAllByTestId('lab-log')[0]).toHaveTextContent(Buffer.from('hello').toString('hex'));
  });

  it('shows written bytes with the same views, an address as a link to the account, a uint as a number', async () => {
    const user = userEvent.setup();
    renderOutcome();
    const changes = screen.getByTestId('lab-state-changes');
    expect(changes).toHaveTextContent('count= 7');
    expect(changes).toHaveTextContent('old× deleted');
    const values = within(changes).getAllByTestId('lab-state-value');
    expect(values.map((v) => v.dataset['view'])).toEqual(['address', 'text']);
    expect(within(values[0]!).getByRole('link')).toHaveAttribute('href', `/lab/account/${owner.toString()}`);
    const note = screen.getByRole('group', { name: UI_LABELS.bytesViewsOf('note') });
    await user.click(within(note).getByRole('button', { name: UI_LABELS.bytesViews.hex }));
    expect(within(changes).getAllByTestId('lab-state-value')[1]).toHaveTextContent('6869');
  });
});

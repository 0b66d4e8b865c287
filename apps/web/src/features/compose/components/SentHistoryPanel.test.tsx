import type { SentGroup } from '@sextant/core/compose/sentHistory';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { SentHistoryPanel } from './SentHistoryPanel';

const RECEIVER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const sent: SentGroup[] = [
  {
    draftId: 'd2',
    at: 2_000,
    confirmedRound: 9n,
    txns: [
      { txid: 'TXIDPAY', type: 'pay', amount: '2.5', receiver: RECEIVER },
      { txid: 'TXIDAPP', type: 'appl', appId: '1011' },
    ],
  },
  {
    draftId: 'd1',
    at: 1_000,
    txns: [{ txid: 'TXIDAXFER', type: 'axfer', amount: '3', assetId: '7', receiver: RECEIVER }],
  },
];

describe('SentHistoryPanel', () => {
  it('lists each sent transaction with what it did, its txid and a debugger link; Clear asks once', async () => {
    const user = userEvent.setup();
    const cleared: string[][] = [];
    render(
      <MemoryRouter>
        <SentHistoryPanel network="sandbox" sent={sent} onClear={(ids) => cleared.push(ids)} />
      </MemoryRouter>,
    );
    const groups = screen.getAllByTestId('compose-history-group');
    expect(groups).toHaveLength(2);
    expect(groups[0]).toHaveTextContent(`Payment 2.5 ALGO → ${RECEIVER.slice(0, 6)}`);
    expect(groups[0]).toHaveTextContent(`Application call ${L.history.app('1011')}`);
    expect(groups[0]).toHaveTextContent(L.history.round('9'));
    expect(groups[1]).toHaveTextContent(`Asset transfer 3 of ${L.history.asset('7')}`);
    expect(within(groups[0]!).getByTitle('TXIDPAY')).toHaveAttribute('href', '/sandbox/transaction/TXIDPAY');
    expect(within(groups[0]!).getByRole('link', { name: L.history.debug('TXIDPAY') })).toHaveAttribute(
      'href',
      expect.stringContaining('/sandbox/debug#'),
    );
    await user.click(screen.getByRole('button', { name: L.history.clear }));
    expect(cleared).toEqual([]);
    await user.click(screen.getByRole('button', { name: L.history.confirmClear(2) }));
    expect(cleared).toEqual([['d2', 'd1']]);
  });

  it('draws nothing when nothing was sent', () => {
    const { container } = render(
      <MemoryRouter>
        <SentHistoryPanel network="sandbox" sent={[]} onClear={() => undefined} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

import type { SessionLogEntry } from '@sextant/core/sessionLog/sessionLog';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shortAddress } from '../../compose/components/TxnList';
import { COMPOSE_LABELS } from '../../compose/composeLabels';
import { SESSION_LOG_LABELS as L } from '../sessionLogLabels';
import { SessionLogList } from './SessionLogList';

const ALICE = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const BOB = 'BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
const log: SessionLogEntry[] = [
  {
    txids: ['TXFAIL'],
    txns: [{ type: 'pay', sender: BOB }],
    at: 3_000,
    outcome: { kind: 'failed', message: 'The network rejected transaction 1: overspend' },
  },
  {
    txids: ['TXPAY', 'TXAPP'],
    txns: [
      { type: 'pay', sender: ALICE, receiver: BOB, amount: '2.5' },
      { type: 'appl', sender: BOB, appId: '1011' },
    ],
    at: 2_000,
    outcome: { kind: 'committed', round: 12n },
  },
  { txids: ['TXWAIT'], txns: [{ type: 'axfer', sender: ALICE }], at: 1_000, outcome: { kind: 'pending' } },
];

function show(entries: readonly SessionLogEntry[], onClear: () => void = () => undefined) {
  render(
    <MemoryRouter>
      <SessionLogList network="sandbox" log={entries} onClear={onClear} />
    </MemoryRouter>,
  );
}

describe('SessionLogList', () => {
  it('lists each group in order with its outcome, each transaction with its sender and links', () => {
    show(log);
    const groups = screen.getAllByTestId('session-log-group');
    expect(groups).toHaveLength(3);
    expect(groups[0]).toHaveTextContent(L.failed);
    expect(groups[0]).toHaveTextContent('The network rejected transaction 1: overspend');
    expect(groups[1]).toHaveTextContent(L.committed('12'));
    const H = COMPOSE_LABELS.history;
    expect(groups[1]).toHaveTextContent(
      `Payment 2.5 ALGO ${H.from(shortAddress(ALICE))} → ${shortAddress(BOB)}`,
    );
    expect(groups[1]).toHaveTextContent(`Application call ${H.from(shortAddress(BOB))} ${H.app('1011')}`);
    expect(groups[2]).toHaveTextContent(L.pending);
    expect(groups[2]).not.toHaveTextContent(L.failed);
    expect(within(groups[1]!).getByTitle('TXAPP')).toHaveAttribute('href', '/sandbox/transaction/TXAPP');
    expect(
      within(groups[1]!).getByRole('link', { name: COMPOSE_LABELS.history.debug('TXPAY') }),
    ).toHaveAttribute('href', expect.stringContaining('/sandbox/debug#'));
    expect(screen.getByText(L.groups(3))).toBeInTheDocument();
  });

  it('clears after asking once', async () => {
    const user = userEvent.setup();
    let cleared = 0;
    show(log, () => cleared++);
    await user.click(screen.getByRole('button', { name: L.clear }));
    expect(cleared).toBe(0);
    await user.click(screen.getByRole('button', { name: L.confirmClear(3) }));
    expect(cleared).toBe(1);
  });

  it('says so when nothing was sent', () => {
    show([]);
    expect(screen.getByRole('status')).toHaveTextContent(L.empty);
    expect(screen.queryByRole('button', { name: L.clear })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UI_LABELS } from '../../../ui/uiLabels';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { SimulationView } from './SimulationView';

const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');

describe('the studio’s simulation logs', () => {
  it('shows each log in the bytes views (text first where it reads so) and the ABI return apart', async () => {
    const user = userEvent.setup();
    render(
      <SimulationView
        state={{
          kind: 'done',
          report: {
            ok: true,
            txns: [
              {
                position: 1,
                txid: 'T',
                logs: [Buffer.from('hello').toString('base64'), b64('151f7c75000000000000002a')],
                innerTransactions: 0,
              },
            ],
          },
        }}
      />,
    );
    const logs = screen.getAllByTestId('compose-simulated-log');
    expect(logs.map((l) => [l.textContent, l.dataset['view']])).toEqual([
      ['hello', 'text'],
      ['151f7c75000000000000002a', 'hex'],
    ]);
    expect(screen.getByTestId('compose-simulated-return')).toHaveTextContent(
      `${L.abiReturn} 0x000000000000002a`,
    );
    const second = screen.getByRole('group', { name: UI_LABELS.bytesViewsOf(L.logN(2)) });
    await user.click(within(second).getByRole('button', { name: UI_LABELS.bytesViews.base64 }));
    expect(screen.getAllByTestId('compose-simulated-log')[1]).toHaveTextContent(
      b64('151f7c75000000000000002a'),
    );
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { PreparedList } from './PreparedList';

const RECEIVER = 'GD64YIY3TWGDMCNPP553DZPPR6LDUSFQOIJVFDPPXWEG3FVOJCCDBBHU5A';

describe('PreparedList', () => {
  it('says what Build added to each app call, and Undo asks to take it back', () => {
    const onUndo = vi.fn();
    render(
      <PreparedList
        onUndo={onUndo}
        prepared={{
          before: [],
          changes: [
            {
              position: 2,
              change: {
                fee: { from: 1000n, to: 3000n, inners: 2 },
                added: {
                  accounts: [RECEIVER],
                  apps: [7n],
                  assets: [],
                  boxes: [
                    { app: 0n, name: new TextEncoder().encode('b1') },
                    { app: 0n, name: new Uint8Array() },
                  ],
                  access: [],
                },
              },
            },
          ],
        }}
      />,
    );
    const list = screen.getByTestId('compose-prepared');
    expect(list).toHaveTextContent(L.preparedTxn(2));
    expect(list).toHaveTextContent('fee 0.001 ALGO → 0.003 ALGO (covers 2 inner transactions)');
    expect(list).toHaveTextContent(`accounts: ${RECEIVER}`);
    expect(list).toHaveTextContent('apps: 7');
    expect(list).toHaveTextContent(`boxes: "b1", ${L.preparedEmptyBox}`);
    expect(list).not.toHaveTextContent('assets:');
    fireEvent.click(screen.getByRole('button', { name: L.preparedUndo }));
    expect(onUndo).toHaveBeenCalledOnce();
  });
});

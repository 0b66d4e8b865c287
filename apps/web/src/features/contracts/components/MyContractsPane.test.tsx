import type { MyContract } from '@sextant/core/contracts/myContractsList';
import type { MyContractStatus } from '@sextant/core/contracts/myContractStatus';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import { MyContractsPane } from './MyContractsPane';

const list: MyContract[] = [
  { appId: '1010', name: 'Counter', how: 'deployed', creator: 'C', at: 3 },
  { appId: '1005', name: 'Vault', how: 'attached', at: 2 },
  { appId: '1001', name: 'Old', how: 'deployed', creator: 'C', at: 1 },
];

function renderPane(
  status: Record<string, MyContractStatus | undefined>,
  onOpen: (e: MyContract) => Promise<string | undefined> = () => Promise.resolve(undefined),
) {
  const handlers = { onOpen: vi.fn(onOpen), onRemove: vi.fn(), onClear: vi.fn() };
  render(
    <MemoryRouter>
      <ActiveNetworkContext value={LAB_NETWORK}>
        <MyContractsPane list={list} status={new Map(Object.entries(status))} current="1005" {...handlers} />
      </ActiveNetworkContext>
    </MemoryRouter>,
  );
  return handlers;
}

describe('My contracts', () => {
  it('lists the apps newest first with how they came, marks the ones the network no longer has', () => {
    renderPane({ '1010': 'live', '1005': 'replaced', '1001': 'gone' });
    const items = within(screen.getByRole('list', { name: L.myContracts })).getAllByRole('listitem');
    expect(items.map((i) => i.dataset['app'])).toEqual(['1010', '1005', '1001']);
    expect(items.map((i) => i.dataset['status'])).toEqual(['live', 'replaced', 'gone']);
    expect(items[0]).toHaveTextContent(`Counter1010· ${L.myContractHow.deployed}`);
    expect(within(items[0]!).getByRole('link', { name: '1010' })).toHaveAttribute(
      'href',
      '/lab/application/1010',
    );
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent(L.myContractStatus.replaced);
    expect(items[2]).toHaveTextContent(L.myContractStatus.gone);
    // only a live app (or one not checked yet) opens
    expect(screen.getByRole('button', { name: L.myContractOpen('Counter', '1010') })).toBeEnabled();
    expect(screen.getByRole('button', { name: L.myContractOpen('Vault', '1005') })).toBeDisabled();
    expect(screen.getByRole('button', { name: L.myContractOpen('Old', '1001') })).toBeDisabled();
  });

  it('opens one, shows why it could not, removes one and clears all after asking', async () => {
    const user = userEvent.setup();
    const h = renderPane({}, (e) => Promise.resolve(e.appId === '1005' ? L.noAttached('1005') : undefined));
    await user.click(screen.getByRole('button', { name: L.myContractOpen('Counter', '1010') }));
    expect(h.onOpen).toHaveBeenCalledWith(list[0]);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: L.myContractOpen('Vault', '1005') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(L.noAttached('1005'));
    await user.click(screen.getByRole('button', { name: L.myContractRemove('Old', '1001') }));
    expect(h.onRemove).toHaveBeenCalledWith('1001');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: L.myContractsClear }));
    expect(h.onClear).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: L.myContractsClear }));
    expect(confirm).toHaveBeenLastCalledWith(L.myContractsClearConfirm(3));
    expect(h.onClear).toHaveBeenCalledOnce();
    confirm.mockRestore();
  });
});

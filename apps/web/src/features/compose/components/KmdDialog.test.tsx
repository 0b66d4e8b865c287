import { KmdClient } from '@sextant/core/kmd/KmdClient';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KMD_FIELD_LABELS as KMD } from '../../../app/kmd/kmdFieldLabels';
import { kmdPasswords } from '../../../app/kmd/kmdPasswords';
import { kmdWalletsQuery } from '../../../app/kmd/kmdWalletsQuery';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { KmdDialog } from './KmdDialog';

const WITH_KMD = { ...LAB_NETWORK, id: 'lab-kmd-dialog', kmd: { ...LAB_NETWORK.algod } };

function show(network = WITH_KMD) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(kmdWalletsQuery(network).queryKey, [
    { id: '1', name: 'unencrypted-default-wallet' },
    { id: '2', name: 'team' },
  ] as never);
  const submitted: [string, string][] = [];
  render(
    <ActiveNetworkContext.Provider value={network}>
      <QueryClientProvider client={client}>
        <KmdDialog
          open
          onOpenChange={() => undefined}
          kmd={new KmdClient(network.kmd)}
          action="Sign"
          onSubmit={(w, p) => {
            submitted.push([w, p]);
            return Promise.resolve();
          }}
        />
      </QueryClientProvider>
    </ActiveNetworkContext.Provider>,
  );
  return submitted;
}

describe('the studio’s kmd dialog', () => {
  it('opens with no wallet chosen and no password: nothing the person did not give', () => {
    show();
    expect(screen.getByLabelText(KMD.wallet)).toHaveValue('');
    expect(screen.getByRole('option', { name: KMD.choose })).toBeInTheDocument();
    expect(screen.getByLabelText(KMD.password)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
  });

  it('opens on the wallet opened earlier this session, with the password that opened it', async () => {
    const network = { ...WITH_KMD, id: 'lab-kmd-dialog-2' };
    kmdPasswords.remember(network.id, 'team', 'pw');
    const submitted = show(network);
    expect(screen.getByLabelText(KMD.wallet)).toHaveValue('team');
    expect(screen.getByLabelText(KMD.password)).toHaveValue('pw');
    expect(screen.getByText(KMD.passwordRemembered)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign' }));
    expect(submitted).toEqual([['team', 'pw']]);
    kmdPasswords.forget(network.id, 'team');
  });
});

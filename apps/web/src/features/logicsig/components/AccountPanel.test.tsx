import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import algosdk from 'algosdk';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { WalletSignerContext } from '../../wallet/WalletSignerContext';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';
import { AccountPanel } from './AccountPanel';

/** A network with kmd (nothing answers on port 9: no test here reaches it). */
const WITH_KMD = { ...LAB_NETWORK, id: 'lab-kmd', kmd: { ...LAB_NETWORK.algod } };
const ESCROW = algosdk.generateAccount().addr.toString();
const ACTIVE = algosdk.generateAccount().addr.toString();
const wallet: GroupSigner = {
  kind: 'wallet',
  label: 'Lute',
  addresses: [ACTIVE],
  signGroup: () => Promise.reject(new Error('not in this test')),
};

function show(signer: GroupSigner | null) {
  return render(
    <MemoryRouter>
      <ActiveNetworkContext.Provider value={WITH_KMD}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <WalletSignerContext.Provider value={signer}>
            <AccountPanel address={ESCROW} delegated={false} />
          </WalletSignerContext.Provider>
        </QueryClientProvider>
      </ActiveNetworkContext.Provider>
    </MemoryRouter>,
  );
}

describe('funding a logic sig’s account', () => {
  it('pays from the connected wallet’s active account unless kmd is chosen', async () => {
    show(wallet);
    const fromWallet = screen.getByRole('radio', { name: L.connectedWallet('Lute') });
    expect(fromWallet).toBeChecked();
    expect(screen.queryByLabelText(L.kmdAccount)).toBeNull();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'kmd' }));
    expect(screen.getByRole('radio', { name: 'kmd' })).toBeChecked();
    expect(screen.getByLabelText(L.kmdAccount)).toBeInTheDocument();
  });

  it('pays from kmd when no wallet is connected', () => {
    show(null);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByLabelText(L.kmdAccount)).toBeInTheDocument();
  });
});

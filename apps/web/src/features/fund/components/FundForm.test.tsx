import { networkClients } from '@sextant/core/pipeline/networkClients';
import { WalletError } from '@sextant/core/wallet/WalletError';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import algosdk from 'algosdk';
import { MemoryRouter } from 'react-router';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { describe, expect, it } from 'vitest';
import { ConnectedWalletContext, type ConnectedWallet } from '../../wallet/ConnectedWalletContext';
import { FUND_LABELS as L } from '../fundLabels';
import { FundForm } from './FundForm';

const network = LAB_NETWORK;
const clients = networkClients(network);
const dispenser = algosdk.generateAccount().addr.toString();

/** A connected wallet as the wallet feature publishes it: `address` is the active account. */
function walletOf(active: string, addresses: string[]): ConnectedWallet {
  return {
    provider: 'Test',
    providerId: 'kmd',
    address: active,
    addresses,
    canSignData: false,
    dataSigners: [],
    signData: () => Promise.reject(new WalletError('cannot-sign-data', 'no data signing here')),
    memberKey: () => undefined,
  };
}

function Form({ wallet }: { wallet: ConnectedWallet | null }) {
  return (
    <MemoryRouter>
      <ActiveNetworkContext value={network}>
        <QueryClientProvider client={new QueryClient()}>
          <ConnectedWalletContext value={wallet}>
            <FundForm clients={clients} dispenser={dispenser} />
          </ConnectedWalletContext>
        </QueryClientProvider>
      </ActiveNetworkContext>
    </MemoryRouter>
  );
}

describe('FundForm', () => {
  it("starts with the wallet's active account as the target, not the wallet's first account", () => {
    const [first, active] = [algosdk.generateAccount(), algosdk.generateAccount()].map((a) =>
      a.addr.toString(),
    );
    render(<Form wallet={walletOf(active!, [first!, active!])} />);
    expect(screen.getByLabelText(L.address, { exact: true })).toHaveValue(active);
  });

  it('takes the active account when a wallet connects later, but never over an address typed', async () => {
    const user = userEvent.setup();
    const active = algosdk.generateAccount().addr.toString();
    const { rerender } = render(<Form wallet={null} />);
    const field = screen.getByLabelText(L.address, { exact: true });
    expect(field).toHaveValue('');
    rerender(<Form wallet={walletOf(active, [active])} />);
    expect(field).toHaveValue(active);
    const typed = algosdk.generateAccount().addr.toString();
    await user.clear(field);
    await user.type(field, typed);
    const next = algosdk.generateAccount().addr.toString();
    rerender(<Form wallet={walletOf(next, [next])} />);
    expect(field).toHaveValue(typed);
  });
});

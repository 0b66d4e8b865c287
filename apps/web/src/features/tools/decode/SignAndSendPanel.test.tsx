import { decodeItems } from '@sextant/core/offline/decodeTransactions';
import { networkClients } from '@sextant/core/pipeline/networkClients';
import { exportUnsigned } from '@sextant/core/offline/exportUnsigned';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { WalletSignerContext } from '../../wallet/WalletSignerContext';
import { DECODE_LABELS as L, DECODE_TEST_IDS as T } from '../decodeLabels';
import { SignAndSendPanel } from './SignAndSendPanel';

const mine = algosdk.generateAccount();
const theirs = algosdk.generateAccount();
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 100,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(4),
};
const group = [mine, theirs].map((a) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: a.addr,
    receiver: a.addr,
    amount: 0,
    suggestedParams: sp,
  }),
);
algosdk.assignGroupID(group);
const network = LAB_NETWORK;

/** A real signer over a secret key, recording what it was asked to sign. */
function keySigner(account: algosdk.Account, asked: number[][]): GroupSigner {
  return {
    kind: 'wallet',
    label: 'Test wallet',
    addresses: [account.addr.toString()],
    signGroup: (txns, indexes) => {
      asked.push([...indexes]);
      return Promise.resolve(txns.map((t, i) => (indexes.includes(i) ? t.signTxn(account.sk) : null)));
    },
  };
}

function renderPanel(signer: GroupSigner | null, items = decodeItems(exportUnsigned(group))) {
  render(
    <WalletSignerContext value={signer}>
      <QueryClientProvider client={new QueryClient()}>
        <SignAndSendPanel items={items} clients={networkClients(network)} />
      </QueryClientProvider>
    </WalletSignerContext>,
  );
  return items;
}

describe('SignAndSendPanel', () => {
  it('signs the positions the wallet holds keys for and shows each and the whole group', async () => {
    const asked: number[][] = [];
    const items = renderPanel(keySigner(mine, asked));
    expect(screen.getByText(L.walletSigns('Test wallet', 1))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: L.signWithWallet }));
    expect(asked).toEqual([[0]]);
    const signed = group[0]!.signTxn(mine.sk);
    expect(await screen.findByTestId(T.signedTxn(0))).toHaveTextContent(bytesToBase64(signed));
    expect(screen.queryByTestId(T.signedTxn(1))).toBeNull();
    const whole = new Uint8Array([...signed, ...items[1]!.bytes]);
    expect(screen.getByTestId(T.signedGroup)).toHaveTextContent(bytesToBase64(whole));
    expect(screen.getByText(L.notFullySigned(1))).toBeVisible();
    expect(screen.getByRole('button', { name: L.send })).toBeDisabled();
  });

  it('says when the wallet holds none of the senders, and when no wallet is connected', () => {
    renderPanel(keySigner(algosdk.generateAccount(), []));
    expect(screen.getByText(L.nothingForWallet)).toBeVisible();
    expect(screen.getByRole('button', { name: L.signWithWallet })).toBeDisabled();
  });

  it('shows a wallet refusal as an alert', async () => {
    const refusing: GroupSigner = {
      kind: 'wallet',
      label: 'Refuser',
      addresses: [mine.addr.toString(), theirs.addr.toString()],
      signGroup: () => Promise.reject(new Error('The person declined in the wallet.')),
    };
    renderPanel(refusing);
    await userEvent.click(screen.getByRole('button', { name: L.signWithWallet }));
    expect(await screen.findByTestId(T.signError)).toHaveTextContent('The person declined in the wallet.');
  });

  it('sends as pasted when every transaction is already signed', () => {
    const signed = new Uint8Array([...group[0]!.signTxn(mine.sk), ...group[1]!.signTxn(theirs.sk)]);
    renderPanel(null, decodeItems(signed));
    expect(screen.queryByRole('button', { name: L.signWithWallet })).toBeNull();
    expect(screen.getByText(L.sendTo('Lab'))).toBeVisible();
    expect(screen.getByRole('button', { name: L.send })).toBeEnabled();
  });
});

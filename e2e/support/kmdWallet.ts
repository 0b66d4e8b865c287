import type { Page } from '@playwright/test';
import algosdk from 'algosdk';
import {
  WALLET_LABELS as L,
  WALLET_PROVIDER_NAMES as N,
} from '../../apps/web/src/features/wallet/walletLabels';
import type { SandboxUrls } from './fixtures';

/** The sandbox's own clients in Node (the tests build transactions and check results with them). */
export function sandboxClients(sandbox: SandboxUrls) {
  // algosdk's clients default the port (4001, 7833) unless given one: pass the URL's own.
  const at = (url: string) => {
    const u = new URL(url);
    return [`${u.protocol}//${u.hostname}`, u.port] as const;
  };
  return {
    algod: new algosdk.Algodv2(sandbox.token, ...at(sandbox.algod)),
    kmd: new algosdk.Kmd(sandbox.token, ...at(sandbox.kmd)),
  };
}

/** The addresses kmd's `unencrypted-default-wallet` holds (the funded genesis accounts). */
export async function kmdDefaultAddresses(sandbox: SandboxUrls): Promise<string[]> {
  const { kmd } = sandboxClients(sandbox);
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet');
  if (wallet === undefined) throw new Error('the sandbox has no unencrypted-default-wallet');
  const { wallet_handle_token: handle } = (await kmd.initWalletHandle(wallet.id, '')) as {
    wallet_handle_token: string;
  };
  try {
    return ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
  } finally {
    await kmd.releaseWalletHandle(handle);
  }
}

export function walletChip(page: Page) {
  return page.getByTestId(L.chipTestId);
}

/** Connects kmd through the header's wallet dialog, as a person would. */
export async function connectKmd(page: Page, password = '', walletName = 'unencrypted-default-wallet') {
  await walletChip(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: L.providerButton(N.kmd) }).click();
  await dialog.getByLabel(L.kmdWalletName).fill(walletName);
  await dialog.getByLabel(L.kmdPassword).fill(password);
  await dialog.getByRole('button', { name: L.kmdConnect }).click();
  return dialog;
}

/** A payment built in Node on the sandbox's current parameters, unsigned, as base64 msgpack. */
export async function unsignedPayment(
  sandbox: SandboxUrls,
  sender: string,
  receiver: string,
  note = 'wallet e2e',
): Promise<{ txn: algosdk.Transaction; base64: string }> {
  const { algod } = sandboxClients(sandbox);
  const suggestedParams = await algod.getTransactionParams().do();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver,
    amount: 1000,
    note: new TextEncoder().encode(note),
    suggestedParams,
  });
  return { txn, base64: Buffer.from(algosdk.encodeUnsignedTransaction(txn)).toString('base64') };
}

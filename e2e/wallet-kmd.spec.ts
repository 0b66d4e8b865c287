import algosdk from 'algosdk';
import { DECODE_LABELS as D, DECODE_TEST_IDS as DT } from '../apps/web/src/features/tools/decodeLabels';
import { WALLET_LABELS as L, WALLET_PROVIDER_NAMES as N } from '../apps/web/src/features/wallet/walletLabels';
import { WALLET_MESSAGES } from '../packages/core/src/wallet/walletMessages';
import { switchNetwork } from './support/appActions';
import { expect, test } from './support/fixtures';
import {
  connectKmd,
  kmdDefaultAddresses,
  sandboxClients,
  unsignedPayment,
  walletChip,
} from './support/kmdWallet';

const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-4)}`;

test('kmd: connect in our dialog, list accounts, sign a payment, send it, see it confirmed', async ({
  page,
  sandbox,
}) => {
  const addresses = await kmdDefaultAddresses(sandbox);
  await page.goto('/sandbox');
  await expect(walletChip(page)).toHaveAttribute('data-state', 'disconnected');
  await expect(walletChip(page)).toHaveText(L.connect);

  // The wallet libraries load only now, when the dialog opens.
  const dialog = await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await expect(walletChip(page)).toHaveText(short(addresses[0]!));
  await expect(dialog.getByTestId('wallet-account-address')).toHaveText(addresses);
  await expect(dialog.getByTestId('wallet-balance').first()).toContainText('ALGO');
  await expect(dialog.getByRole('link', { name: L.openAccount }).first()).toHaveAttribute(
    'href',
    `/sandbox/account/${addresses[0]}`,
  );

  // Switch to the second account: the chip follows.
  await dialog.getByRole('button', { name: L.useAccount }).first().click();
  await expect(walletChip(page)).toHaveText(short(addresses[1]!));
  await page.keyboard.press('Escape');

  // A payment built in Node, signed by kmd through the decode page, sent and confirmed.
  const { txn, base64 } = await unsignedPayment(sandbox, addresses[1]!, addresses[0]!);
  let signCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/transaction/sign')) signCalls += 1;
  });
  // In-app navigation: kmd keeps the password it was given for this page's life.
  await page.getByRole('link', { name: 'Decode', exact: true }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.getByLabel(D.input).fill(base64);
  await page.getByRole('button', { name: D.signWithWallet }).click();
  const signed = page.getByTestId(DT.signedTxn(0));
  await expect(signed).not.toBeEmpty();
  expect(signCalls).toBe(1);
  const stxn = algosdk.decodeSignedTransaction(Buffer.from((await signed.textContent())!, 'base64'));
  expect(stxn.txn.txID()).toBe(txn.txID());
  await page.getByRole('button', { name: D.send, exact: true }).click();
  await expect(page.getByTestId(DT.sendStatus)).toContainText('Confirmed in round');
  const info = await sandboxClients(sandbox).algod.pendingTransactionInformation(txn.txID()).do();
  expect(info.confirmedRound).toBeGreaterThan(0n);
});

test('kmd: the session resumes after a reload, and disconnects', async ({ page, sandbox }) => {
  const addresses = await kmdDefaultAddresses(sandbox);
  await page.goto('/sandbox');
  await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await expect(walletChip(page)).toHaveText(short(addresses[0]!));

  // After a reload kmd needs its password again to sign: asked in our dialog, not window.prompt.
  page.on('dialog', () => {
    throw new Error('window.prompt was used');
  });
  const { txn, base64 } = await unsignedPayment(sandbox, addresses[0]!, addresses[2]!, 'after reload');
  await page.goto('/tools/decode');
  await page.getByLabel(D.input).fill(base64);
  await page.getByRole('button', { name: D.signWithWallet }).click();
  const prompt = page.getByRole('dialog', { name: L.passwordTitle });
  await prompt.getByLabel(L.kmdPassword).fill('');
  await prompt.getByRole('button', { name: L.passwordSubmit }).click();
  const signed = page.getByTestId(DT.signedTxn(0));
  await expect(signed).not.toBeEmpty();
  const stxn = algosdk.decodeSignedTransaction(Buffer.from((await signed.textContent())!, 'base64'));
  expect(stxn.txn.txID()).toBe(txn.txID());

  await walletChip(page).click();
  await page.getByRole('dialog').getByRole('button', { name: L.disconnect }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'disconnected');
  await page.reload();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'disconnected');
});

test('kmd: a wrong password is refused with a clear message and kmd’s own words', async ({ page }) => {
  await page.goto('/sandbox');
  const dialog = await connectKmd(page, 'not-the-password');
  await expect(dialog.getByRole('alert')).toContainText(WALLET_MESSAGES.wrongPassword('KMD'));
  await expect(dialog.getByRole('alert')).toContainText(
    WALLET_MESSAGES.walletSaid('error decrypting. wrong password?'),
  );
  await expect(walletChip(page)).toHaveAttribute('data-state', 'disconnected');
  // The right password then works: the wrong one was not kept.
  await dialog.getByLabel(L.kmdPassword).fill('');
  await dialog.getByRole('button', { name: L.kmdConnect }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
});

test('sessions are per network: the Sandbox session does not show on TestNet and comes back', async ({
  page,
  sandbox,
}) => {
  const addresses = await kmdDefaultAddresses(sandbox);
  await page.goto('/sandbox');
  await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');

  await switchNetwork(page, 'TestNet');
  await expect(page).toHaveURL(/\/testnet/);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'disconnected');
  // Opening TestNet's wallet sets Sandbox's session aside: TestNet offers its own providers, no kmd.
  await walletChip(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: L.providerButton(N.pera) })).toBeVisible();
  await expect(dialog.getByRole('button', { name: L.providerButton(N.kmd) })).toHaveCount(0);
  await expect(dialog.getByTestId('wallet-accounts')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await switchNetwork(page, 'Sandbox');
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await expect(walletChip(page)).toHaveText(short(addresses[0]!));
});

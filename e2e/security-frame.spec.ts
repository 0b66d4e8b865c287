import algosdk from 'algosdk';
import { DECODE_LABELS as D, DECODE_TEST_IDS as DT } from '../apps/web/src/features/tools/decodeLabels';
import { SIGNING_CONFIRM_LABELS as C } from '../apps/web/src/features/wallet/signingConfirmLabels';
import { WALLET_LABELS as L, WALLET_PROVIDER_NAMES as N } from '../apps/web/src/features/wallet/walletLabels';
import { WALLET_MESSAGES } from '../packages/core/src/wallet/walletMessages';
import { saveScreen, SCHEMES, setScreen, WIDTHS } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { sandboxClients, walletChip } from './support/kmdWallet';

/** Issue #34 items 6 and 7: the app's server refuses framing and answers a malformed path 400. */
test('no other site can frame the app: the server sends frame-ancestors and X-Frame-Options', async ({
  context,
  baseURL,
}) => {
  const app = new URL('/sandbox', baseURL).href;
  const res = await context.request.get(app);
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('a malformed %-escape in the path is a 400, not a 500', async ({ context, baseURL }) => {
  const res = await context.request.get(new URL('/%', baseURL).href.replace(/%25$/, '%'));
  expect(res.status()).toBe(400);
});

test('the "Remember on this device" note says what its state does: unticked by default, memory only', async ({
  page,
}) => {
  await page.goto('/sandbox');
  await walletChip(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: L.providerButton(N.mnemonic) }).click();
  const box = dialog.getByRole('checkbox', { name: L.mnemonicRemember });
  await expect(box).not.toBeChecked();
  await expect(dialog.getByText(L.mnemonicRememberHint(false))).toBeVisible();
  await box.check();
  await expect(dialog.getByText(L.mnemonicRememberHint(true))).toBeVisible();
});

test('a remembered recovery phrase signs only after a confirmation showing what is signed, warnings in red', async ({
  page,
  sandbox,
}, testInfo) => {
  const account = algosdk.generateAccount();
  const address = account.addr.toString();
  const [receiver, heir, newKey] = Array.from({ length: 3 }, () => algosdk.generateAccount().addr.toString());
  const params = await sandboxClients(sandbox).algod.getTransactionParams().do();
  const plain = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: receiver!,
    amount: 1_250_000,
    suggestedParams: params,
  });
  const drain = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: receiver!,
    amount: 0,
    closeRemainderTo: heir!,
    rekeyTo: newKey!,
    suggestedParams: params,
  });
  algosdk.assignGroupID([plain, drain]);
  const group = Buffer.concat([plain, drain].map((t) => algosdk.encodeUnsignedTransaction(t))).toString(
    'base64',
  );

  await page.goto('/tools/decode');
  await walletChip(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: L.providerButton(N.mnemonic) }).click();
  await dialog.getByLabel(L.mnemonicPhrase).fill(algosdk.secretKeyToMnemonic(account.sk));
  await dialog.getByRole('checkbox', { name: L.mnemonicRemember }).check();
  await dialog.getByRole('button', { name: L.mnemonicConnect }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');

  await page.getByLabel(D.input).fill(group);
  await expect(page.getByTestId(DT.count)).toHaveText(D.decodedCount(2));
  await page.getByRole('button', { name: D.signWithWallet }).click();
  const confirm = page.getByRole('dialog', { name: C.title });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(C.intro(2, 2))).toBeVisible();
  const rows = confirm.getByTestId('signing-confirm-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(receiver!);
  await expect(rows.nth(0)).toContainText('1.25 ALGO');
  await expect(rows.nth(0).getByRole('alert')).toHaveCount(0);
  const rekey = rows.nth(1).getByText(C.rekey(newKey!));
  const close = rows.nth(1).getByText(C.closeTo(heir!));
  await expect(rekey).toBeVisible();
  await expect(close).toBeVisible();
  // Red: the warning colour (text-bad), not the body's.
  const colours = await Promise.all(
    [rekey, confirm.getByText(C.position(2))].map((l) => l.evaluate((el) => getComputedStyle(el).color)),
  );
  expect(colours[0]).not.toBe(colours[1]);

  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `signing-confirm-${width}-${scheme}`);
    }

  // Cancel: nothing is signed, the wallet's "rejected" is said.
  await confirm.getByRole('button', { name: C.cancel, exact: true }).click();
  await expect(page.getByTestId(DT.signError)).toContainText(WALLET_MESSAGES.userRejected(N.mnemonic));
  await expect(page.getByTestId(DT.signedTxn(0))).toHaveCount(0);

  // Sign: both are signed by the account's key.
  await page.getByRole('button', { name: D.signWithWallet }).click();
  await confirm.getByRole('button', { name: C.confirm, exact: true }).click();
  await expect(confirm).toBeHidden();
  const signed = algosdk.decodeSignedTransaction(
    Buffer.from((await page.getByTestId(DT.signedTxn(1)).textContent())!.trim(), 'base64'),
  );
  expect(signed.txn.txID()).toBe(drain.txID());
  expect(signed.sig).toBeDefined();
});

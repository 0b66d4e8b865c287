import { WALLET_LABELS as L, WALLET_PROVIDER_NAMES as N } from '../apps/web/src/features/wallet/walletLabels';
import { expect, test } from './support/fixtures';
import { walletChip } from './support/kmdWallet';

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

import { expect, type Page } from '@playwright/test';
import { DECODE_LABELS, DECODE_TEST_IDS } from '../../../apps/web/src/features/tools/decodeLabels';
import { shortAddress } from '../../../apps/web/src/features/wallet/runtime/shortAddress';
import {
  WALLET_LABELS,
  WALLET_PROVIDER_NAMES,
  type WalletProviderId,
} from '../../../apps/web/src/features/wallet/walletLabels';

export function walletChip(page: Page) {
  return page.getByTestId(WALLET_LABELS.chipTestId);
}

/** Opens the wallet dialog from the header chip and picks a provider, as a person would. */
export async function chooseProvider(page: Page, provider: WalletProviderId): Promise<void> {
  await walletChip(page).click();
  const dialog = page.getByRole('dialog', { name: WALLET_LABELS.dialogTitle });
  await dialog
    .getByRole('button', { name: WALLET_LABELS.providerButton(WALLET_PROVIDER_NAMES[provider]) })
    .click();
}

/** The header shows `address` as the connected account (state chip and its short address). */
export async function expectConnectedAs(page: Page, address: string): Promise<void> {
  const chip = walletChip(page);
  await expect(chip).toHaveAttribute('data-state', 'connected');
  await expect(chip).toHaveAccessibleName(WALLET_LABELS.connectedAs(shortAddress(address)));
  await expect(chip).toHaveText(shortAddress(address));
}

export async function expectDisconnected(page: Page): Promise<void> {
  const chip = walletChip(page);
  await expect(chip).toHaveAttribute('data-state', 'disconnected');
  await expect(chip).toHaveText(WALLET_LABELS.connect);
}

/** Disconnects through the dialog's Disconnect button. */
export async function disconnectFromApp(page: Page): Promise<void> {
  await walletChip(page).click();
  const dialog = page.getByRole('dialog', { name: WALLET_LABELS.dialogTitle });
  await dialog.getByRole('button', { name: WALLET_LABELS.disconnect }).click();
  await expectDisconnected(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Pastes a group on /tools/decode (going there if need be); the page decodes as you paste. */
export async function pasteOnDecodePage(page: Page, base64: string, count: number): Promise<void> {
  if (new URL(page.url()).pathname !== '/tools/decode') await page.goto('/tools/decode');
  await page.getByTestId(DECODE_TEST_IDS.input).fill(base64);
  await expect(page.getByTestId(DECODE_TEST_IDS.count)).toHaveText(DECODE_LABELS.decodedCount(count));
}

/** Presses "Sign with connected wallet" and reads the transaction the wallet signed at `index`. */
export async function signOnDecodePage(page: Page, index: number): Promise<Uint8Array> {
  await page.getByRole('button', { name: DECODE_LABELS.signWithWallet }).click();
  const signed = page.getByTestId(DECODE_TEST_IDS.signedTxn(index));
  await expect(signed).toBeVisible();
  return Buffer.from((await signed.textContent())?.trim() ?? '', 'base64');
}

export { DECODE_LABELS, DECODE_TEST_IDS, WALLET_LABELS };

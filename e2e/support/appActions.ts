import type { Page } from '@playwright/test';
import { SHELL_LABELS } from '../../apps/web/src/app/layout/shellLabels';
import { SETTINGS_LABELS } from '../../apps/web/src/features/settings/settingsLabels';

export interface CustomNetworkInput {
  name: string;
  algod: { url: string; port?: string; token?: string };
  kmd?: { url: string; token?: string };
}

/** Adds a custom network through the Settings form, as a person would. */
export async function addCustomNetwork(page: Page, input: CustomNetworkInput): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('button', { name: SETTINGS_LABELS.addNetwork }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(SETTINGS_LABELS.name).fill(input.name);
  const algod = dialog.getByRole('group', { name: SETTINGS_LABELS.services.algod });
  await algod.getByLabel(SETTINGS_LABELS.fields.url).fill(input.algod.url);
  if (input.algod.port !== undefined)
    await algod.getByLabel(SETTINGS_LABELS.fields.port).fill(input.algod.port);
  if (input.algod.token !== undefined)
    await algod.getByLabel(SETTINGS_LABELS.fields.token, { exact: true }).fill(input.algod.token);
  if (input.kmd !== undefined) {
    const kmd = dialog.getByRole('group', { name: SETTINGS_LABELS.services.kmd });
    await kmd.getByLabel(SETTINGS_LABELS.fields.url).fill(input.kmd.url);
    if (input.kmd.token !== undefined)
      await kmd.getByLabel(SETTINGS_LABELS.fields.token, { exact: true }).fill(input.kmd.token);
  }
  await dialog.getByRole('button', { name: SETTINGS_LABELS.save }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Picks a network in the header's switcher. */
export async function switchNetwork(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Network: / }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

export function statusLabel(page: Page) {
  return page.getByTestId('network-status-label');
}

export { SHELL_LABELS };

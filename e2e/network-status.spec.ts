import { NETWORK_FORM_MESSAGES } from '../packages/core/src/network/networkFormMessages';
import { STORED_NETWORKS_MESSAGES } from '../packages/core/src/network/storedNetworksMessages';
import { SETTINGS_LABELS } from '../apps/web/src/features/settings/settingsLabels';
import { PROBE_LABELS } from '../apps/web/src/features/network/probeLabels';
import { addCustomNetwork, SHELL_LABELS, statusLabel, switchNetwork } from './support/appActions';
import { expect, test } from './support/fixtures';
import { deadPort } from './support/deadPort';

async function lastRound(algod: string, token: string): Promise<bigint> {
  const response = await fetch(`${algod}/v2/status`, { headers: { 'X-Algo-API-Token': token } });
  const body = (await response.json()) as { 'last-round'?: number };
  // A node leaves zero values out: no last-round means round 0.
  return BigInt(body['last-round'] ?? 0);
}

test('opens on Sandbox and shows it reachable with its last round', async ({ page, sandbox }) => {
  const round = await lastRound(sandbox.algod, sandbox.token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sandbox$/);
  await expect(page.getByRole('button', { name: SHELL_LABELS.networkSwitcher('Sandbox') })).toBeVisible();
  await expect(statusLabel(page)).toHaveText(PROBE_LABELS.reachable);
  await expect(page.getByTestId('network-status-round')).toHaveText(PROBE_LABELS.round(round));
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-tone', 'ok');
  await expect(page.getByTestId('home-last-round')).toHaveText(String(round));
  await expect(page.getByText('sandnet-v1')).toBeVisible();
});

test('a custom network with a wrong token: the header says the token was refused', async ({
  page,
  sandbox,
}) => {
  await addCustomNetwork(page, { name: 'Wrong token', algod: { url: sandbox.algod, token: 'b'.repeat(64) } });
  await page.goto('/sandbox');
  await expect(statusLabel(page)).toHaveText(PROBE_LABELS.reachable);

  await switchNetwork(page, 'Wrong token');
  await expect(page).toHaveURL(/\/wrong-token$/);
  await expect(statusLabel(page)).toHaveText(PROBE_LABELS.byCode.PROBE_BAD_TOKEN);
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-tone', 'bad');
  await expect(page.getByText(`Algod at ${sandbox.algod} refused the token (HTTP 401).`)).toBeVisible();
});

test('a custom network on a port nothing listens on: the header says unreachable', async ({ page }) => {
  const port = await deadPort();
  await addCustomNetwork(page, { name: 'Dead port', algod: { url: 'http://127.0.0.1', port: String(port) } });
  await page.goto('/sandbox');
  await switchNetwork(page, 'Dead port');
  await expect(page).toHaveURL(/\/dead-port$/);
  await expect(statusLabel(page)).toHaveText(PROBE_LABELS.byCode.PROBE_UNREACHABLE);
  await expect(page.getByText(`Cannot reach algod at http://127.0.0.1:${port}`)).toBeVisible();
  // Switching back probes again.
  await switchNetwork(page, 'Sandbox');
  await expect(statusLabel(page)).toHaveText(PROBE_LABELS.reachable);
});

test('the network form shows each problem at its field and saves nothing', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: SETTINGS_LABELS.addNetwork }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(SETTINGS_LABELS.name).fill('TestNet');
  const algod = dialog.getByRole('group', { name: SETTINGS_LABELS.services.algod });
  await algod.getByLabel(SETTINGS_LABELS.fields.url).fill('127.0.0.1');
  await algod.getByLabel(SETTINGS_LABELS.fields.port).fill('70000');
  await dialog.getByRole('button', { name: SETTINGS_LABELS.save }).click();
  await expect(dialog.getByLabel(SETTINGS_LABELS.name)).toHaveAccessibleDescription(
    NETWORK_FORM_MESSAGES.nameReserved('testnet'),
  );
  await expect(algod.getByLabel(SETTINGS_LABELS.fields.url)).toHaveAccessibleDescription(
    NETWORK_FORM_MESSAGES.urlInvalid,
  );
  await expect(algod.getByLabel(SETTINGS_LABELS.fields.port)).toHaveAttribute('aria-invalid', 'true');
  await expect(algod.getByText(NETWORK_FORM_MESSAGES.portInvalid)).toBeVisible();
  await dialog.getByRole('button', { name: SETTINGS_LABELS.cancel }).first().click();
  await expect(page.getByText(SETTINGS_LABELS.noCustom)).toBeVisible();
});

test('a broken saved value is reported and reset, never a blank screen', async ({ page }) => {
  await page.goto('/sandbox');
  // Let the first start finish (it reads storage) before breaking what it reads.
  await expect(statusLabel(page)).toHaveText(PROBE_LABELS.reachable);
  await page.evaluate(() => {
    localStorage.setItem('sextant.networks', '{not json');
    localStorage.setItem('sextant.theme', 'purple');
  });
  await page.reload();
  const banner = page.getByRole('alert').filter({ hasText: SHELL_LABELS.problemsTitle });
  await expect(banner).toContainText(STORED_NETWORKS_MESSAGES.unreadable);
  await expect(statusLabel(page)).toHaveText(PROBE_LABELS.reachable);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('sextant.networks'),
      localStorage.getItem('sextant.theme'),
    ]),
  ).toEqual([null, null]);
  await banner.getByRole('button', { name: SHELL_LABELS.dismiss }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: SHELL_LABELS.problemsTitle })).toHaveCount(0);
});

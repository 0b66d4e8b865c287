import { SETTINGS_LABELS } from '../apps/web/src/features/settings/settingsLabels';
import { expect, test } from './support/fixtures';

test('the theme follows the system until one is picked, and the pick survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);

  await page.getByRole('radio', { name: SETTINGS_LABELS.themes.light }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('radio', { name: SETTINGS_LABELS.themes.light })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole('radio', { name: SETTINGS_LABELS.themes.system }).click();
  await expect(html).toHaveClass(/\bdark\b/);
});

test('a custom network can be edited and deleted', async ({ page, sandbox }) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: SETTINGS_LABELS.addNetwork }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(SETTINGS_LABELS.name).fill('Lab');
  await dialog
    .getByRole('group', { name: SETTINGS_LABELS.services.algod })
    .getByLabel(SETTINGS_LABELS.fields.url)
    .fill(sandbox.algod);
  await dialog.getByRole('button', { name: SETTINGS_LABELS.save }).click();
  await expect(page.getByRole('link', { name: 'Lab', exact: true })).toBeVisible();

  await page.getByRole('button', { name: SETTINGS_LABELS.editNetwork('Lab') }).click();
  await dialog.getByLabel(SETTINGS_LABELS.name).fill('Lab two');
  await dialog.getByRole('button', { name: SETTINGS_LABELS.save }).click();
  await expect(page.getByText('/lab-two')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: SETTINGS_LABELS.deleteNetwork('Lab two') }).click();
  await page.getByRole('button', { name: SETTINGS_LABELS.confirmDelete }).click();
  await expect(page.getByText(SETTINGS_LABELS.noCustom)).toBeVisible();
  await page.reload();
  await expect(page.getByText(SETTINGS_LABELS.noCustom)).toBeVisible();
});

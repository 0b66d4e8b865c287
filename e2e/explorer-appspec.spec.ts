import type { Page } from '@playwright/test';
import { APP_SPEC_MESSAGES } from '../packages/core/src/explore/appSpec/AppSpecError';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import { e2eEnv } from './support/e2eEnv';
import { SCHEMES, WIDTHS, saveScreen, setScreen } from './support/explorerScreens';
import { deploySpecApp, SPEC_APP, type SpecApp } from './support/explorerSpecApp';
import { expect, test } from './support/fixtures';

const L = APPLICATION_LABELS.spec;
let app: SpecApp;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  app = await deploySpecApp({ algod: e2eEnv('algodUrl'), kmd: e2eEnv('kmdUrl'), token: e2eEnv('token') });
});

/** The value cell of a decoded state row, found by the spec's name. */
const specRow = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row', { name: new RegExp(`^${name.replace(/[[\]]/g, '\\$&')}`) });

test('an ARC-56 spec attached to an app decodes its global state, boxes and local state', async ({
  page,
}) => {
  await page.goto(`/sandbox/application/${app.appId}`);
  // Without a spec: the ABI string reads as raw bytes.
  const global = page.getByRole('table', { name: APPLICATION_LABELS.globalState });
  await expect(global).toContainText('label');
  await expect(global).not.toContainText(SPEC_APP.label);

  await page.getByText(L.intro).click();
  await page.getByLabel(L.paste).fill('{"not": "a spec"');
  await page.getByRole('button', { name: L.attach }).click();
  await expect(page.getByRole('alert')).toHaveText(APP_SPEC_MESSAGES.notJson);
  await page.getByLabel(L.paste).fill(JSON.stringify(app.spec));
  await page.getByRole('button', { name: L.attach }).click();
  await expect(page.getByTestId('app-spec-attached')).toHaveText(L.attached('SpecDemo', 56));
  await expect(page.getByText(L.noMethods)).toBeVisible();

  await expect(specRow(page, APPLICATION_LABELS.globalState, 'owner')).toContainText(app.creator);
  await expect(specRow(page, APPLICATION_LABELS.globalState, 'total')).toContainText(String(SPEC_APP.total));
  await expect(specRow(page, APPLICATION_LABELS.globalState, 'label')).toContainText(SPEC_APP.label);
  await expect(specRow(page, APPLICATION_LABELS.globalState, 'label')).toContainText('string');

  // Kept in IndexedDB: still there after a reload.
  await page.reload();
  await expect(page.getByTestId('app-spec-attached')).toBeVisible();
  await expect(specRow(page, APPLICATION_LABELS.globalState, 'label')).toContainText(SPEC_APP.label);

  await page.getByRole('tab', { name: APPLICATION_LABELS.boxes }).click();
  const config = page.getByTestId('box-row').filter({ hasText: 'config' });
  await config.getByRole('button', { name: APPLICATION_LABELS.showBox }).click();
  await expect(config.getByTestId('box-spec-value')).toHaveText(
    `{ limit: ${SPEC_APP.config.limit}, title: "${SPEC_APP.config.title}" }`,
  );
  const balance = page.getByTestId('box-row').filter({ hasText: `balances[${app.user}]` });
  await balance.getByRole('button', { name: APPLICATION_LABELS.showBox }).click();
  await expect(balance.getByTestId('box-spec-value')).toHaveText(String(SPEC_APP.balance));

  // Local state on the account page, by the same spec.
  await page.goto(`/sandbox/account/${app.user}?tab=opted-in-apps`);
  const local = page.getByRole('table', { name: String(app.appId) });
  await expect(local).toHaveAttribute('data-testid', 'spec-state');
  await expect(local.getByRole('row', { name: /^points/ })).toContainText(String(SPEC_APP.points));
  await expect(local.getByRole('row', { name: /^points/ })).toContainText('uint64');

  // Removed: raw again.
  await page.goto(`/sandbox/application/${app.appId}`);
  await page.getByRole('button', { name: L.remove }).click();
  await expect(page.getByText(L.intro)).toBeVisible();
  await expect(page.getByRole('table', { name: APPLICATION_LABELS.globalState })).not.toContainText(
    SPEC_APP.label,
  );
});

test('an ARC-32 spec, given as a file, names the declared keys', async ({ page }) => {
  await page.goto(`/sandbox/application/${app.appId}`);
  await page.getByText(L.intro).click();
  await page.getByLabel(L.file).setInputFiles({
    name: 'SpecDemo32.arc32.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(app.arc32)),
  });
  await expect(page.getByTestId('app-spec-attached')).toHaveText(L.attached('SpecDemo32', 32));
  await expect(specRow(page, APPLICATION_LABELS.globalState, 'theTotal')).toContainText(
    String(SPEC_APP.total),
  );
  // Not declared in this spec: shown under its own key.
  await expect(specRow(page, APPLICATION_LABELS.globalState, 'label')).toContainText(L.unnamed);
  await page.getByRole('button', { name: L.remove }).click();
  await expect(page.getByText(L.intro)).toBeVisible();
});

for (const width of WIDTHS) {
  for (const scheme of SCHEMES) {
    test(`application decoded by its spec at ${width}px, ${scheme}`, async ({ page }, testInfo) => {
      await setScreen(page, width, scheme);
      await page.goto(`/sandbox/application/${app.appId}?tab=boxes`);
      await page.getByText(L.intro).click();
      await page.getByLabel(L.paste).fill(JSON.stringify(app.spec));
      await page.getByRole('button', { name: L.attach }).click();
      await expect(specRow(page, APPLICATION_LABELS.globalState, 'label')).toContainText(SPEC_APP.label);
      const config = page.getByTestId('box-row').filter({ hasText: 'config' });
      await config.getByRole('button', { name: APPLICATION_LABELS.showBox }).click();
      await expect(config.getByTestId('box-spec-value')).toBeVisible();
      await saveScreen(page, testInfo, `explorer-app-spec-${width}-${scheme}`);
    });
  }
}

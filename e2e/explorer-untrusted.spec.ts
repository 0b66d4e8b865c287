import type { Page } from '@playwright/test';
import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { SEARCH_LABELS } from '../apps/web/src/features/explore/search/searchLabels';
import { TRANSACTION_LABELS } from '../apps/web/src/features/transactions/transactionLabels';
import { e2eEnv } from './support/e2eEnv';
import { expectInert as expectNothingRan } from './support/expectInert';
import { expect, test } from './support/fixtures';
import { HOSTILE, fillUntrustedLedger, type UntrustedLedger } from './support/untrustedLedger';

let ledger: UntrustedLedger;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ledger = await fillUntrustedLedger({
    algod: e2eEnv('algodUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
});

/**
 * Nothing the attacker wrote became markup or ran (support's `expectInert`: no handler, no element
 * or script of theirs, javascript: nowhere a link), their bold and italic tags included.
 */
async function expectInert(page: Page): Promise<void> {
  await expectNothingRan(page);
  const tags = await page.evaluate(() => {
    const withText = (selector: string, text: string) =>
      [...document.querySelectorAll(selector)].filter((e) => e.textContent === text).length;
    return { bold: withText('b', 'X'), italic: withText('i', 'hi') };
  });
  expect(tags).toEqual({ bold: 0, italic: 0 });
}

test('an asset named with markup and a javascript: URL: all plain text, no link', async ({ page }) => {
  await page.goto(`/sandbox/asset/${ledger.markupAssetId}`);
  await expect(page.getByTestId('asset-name')).toHaveText(HOSTILE.assetName);
  await expect(page.getByText('<img src=x onerror=')).toBeVisible();
  await expect(page.getByTestId('asset-unit')).toHaveText(HOSTILE.unitName);
  const url = page.getByTestId('asset-url');
  await expect(url).toContainText(HOSTILE.jsUrl);
  await expect(url.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expectInert(page);
});

test('https and ipfs asset URLs are links that open without opener or referrer', async ({ page }) => {
  for (const [id, href] of [
    [ledger.httpsAssetId, HOSTILE.httpsUrl],
    [ledger.ipfsAssetId, HOSTILE.ipfsUrl],
  ] as const) {
    await page.goto(`/sandbox/asset/${id}`);
    const link = page.getByTestId('asset-url').getByRole('link', { name: href });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expectInert(page);
  }
});

test('the asset creation and the notes show the markup as text', async ({ page }) => {
  await page.goto(`/sandbox/transaction/${ledger.markupCreateTxid}`);
  // In the config fields, and as the name of the link in the Asset row: text both times.
  await expect(
    page.getByTestId('field-params.name').getByText(HOSTILE.assetName, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: HOSTILE.assetName, exact: true })).toBeVisible();
  await expect(page.getByText(HOSTILE.unitName, { exact: true })).toBeVisible();
  await expect(page.getByText(HOSTILE.jsUrl, { exact: true })).toBeVisible();
  await expectInert(page);

  await page.goto(`/sandbox/transaction/${ledger.scriptNoteTxid}`);
  await expect(page.getByTestId('note-value')).toHaveText(HOSTILE.scriptNote);
  await expectInert(page);

  await page.goto(`/sandbox/transaction/${ledger.jsonNoteTxid}`);
  const note = page.getByTestId('note-value');
  await expect(note).toContainText('<svg onload=__pwned=4>');
  await expect(note).toContainText('<i>hi</i>');
  await page
    .getByRole('group', { name: TRANSACTION_LABELS.note })
    .getByRole('button', { name: TRANSACTION_LABELS.noteForms.text })
    .click();
  await expect(note).toHaveText(HOSTILE.jsonNote);
  await expectInert(page);
});

test("the attacker's account: its transactions, holdings and created assets as text", async ({ page }) => {
  await page.goto(`/sandbox/account/${ledger.attacker}`);
  await expect(page.getByRole('heading', { name: ACCOUNT_LABELS.title })).toBeVisible();
  // Funded, four assets created, three payments with notes.
  await expect(
    page.getByRole('list', { name: ACCOUNT_LABELS.tabs.transactions }).getByTestId('txn-row'),
  ).toHaveCount(8);
  await expectInert(page);

  await page.getByRole('tab', { name: ACCOUNT_LABELS.tabs.assets(4n), exact: true }).click();
  const holding = page.getByTestId('holding-row').filter({ hasText: String(ledger.markupAssetId) });
  await expect(holding).toContainText(HOSTILE.assetName);
  await expect(holding).toContainText(HOSTILE.unitName);
  await expectInert(page);

  await page.getByRole('tab', { name: ACCOUNT_LABELS.tabs.createdAssets(4n) }).click();
  await expect(page.getByText('<img src=x onerror=')).toBeVisible();
  await expect(page.getByText(`(${HOSTILE.unitName})`)).toBeVisible();
  await expectInert(page);
});

test('asset and transaction search results show the markup as text', async ({ page }) => {
  await page.goto(`/sandbox/assets?creator=${ledger.attacker}`);
  const rows = page.getByRole('list', { name: SEARCH_LABELS.results }).getByTestId('asset-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: String(ledger.markupAssetId) })).toContainText(HOSTILE.assetName);
  await expect(page.getByText('<img src=x onerror=')).toBeVisible();
  await expectInert(page);

  await page.goto(`/sandbox/transactions?address=${ledger.attacker}`);
  await expect(page.getByRole('list', { name: SEARCH_LABELS.results }).getByTestId('txn-row')).toHaveCount(8);
  await expectInert(page);
});

/** U+202E and its kin in the text the page holds: none may be left to act. */
async function bidiControlsInPage(page: Page): Promise<number> {
  return page.evaluate(() => (document.body.innerText.match(/[\u202a-\u202e\u2066-\u2069]/g) ?? []).length);
}

test('a right-to-left override in an asset name, unit and note is shown as ⟨U+202E⟩ and flips nothing', async ({
  page,
}) => {
  await page.goto(`/sandbox/asset/${ledger.rloAssetId}`);
  const name = page.getByTestId('asset-name');
  await expect(name).toContainText('invoice⟨U+202E⟩fdp.exe');
  await expect(page.getByTestId('asset-unit')).toContainText('X⟨U+202E⟩YZ');
  // Its own isolate: nothing around it is reordered by what it holds.
  expect(await name.locator('bdi').evaluate((e) => getComputedStyle(e).unicodeBidi)).toBe('isolate');
  expect(await bidiControlsInPage(page)).toBe(0);

  await page.goto(`/sandbox/account/${ledger.attacker}`);
  await page.getByRole('tab', { name: ACCOUNT_LABELS.tabs.createdAssets(4n) }).click();
  await expect(page.getByText('invoice⟨U+202E⟩fdp.exe')).toBeVisible();
  expect(await bidiControlsInPage(page)).toBe(0);

  await page.goto(`/sandbox/transaction/${ledger.rloNoteTxid}`);
  await expect(page.getByTestId('note-value')).toHaveText('pay to ⟨U+202E⟩KCAB DNUFER');
  expect(await bidiControlsInPage(page)).toBe(0);
  await expectInert(page);
});

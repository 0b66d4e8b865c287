import type { Page } from '@playwright/test';
import algosdk from 'algosdk';
import { join } from 'node:path';
import { SEARCH_CHOICE_LABELS, SHELL_LABELS } from '../apps/web/src/app/layout/shellLabels';
import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { COMPOSE_LABELS } from '../apps/web/src/features/compose/composeLabels';
import { PROBE_LABELS } from '../apps/web/src/features/network/probeLabels';
import { SETTINGS_LABELS as S } from '../apps/web/src/features/settings/settingsLabels';
import { UI_LABELS } from '../apps/web/src/ui/uiLabels';
import { consoleNoise } from './support/consoleNoise';
import { saveScreen, setScreen } from './support/explorerScreens';
import { genesisAccount } from './support/explorerLedger';
import { deadPort } from './support/deadPort';
import { expect, test } from './support/fixtures';
import { networkQuiet } from './support/networkQuiet';
import { sandboxClients } from './support/kmdWallet';

const search = (page: Page) => page.getByRole('combobox', { name: SHELL_LABELS.search });
const selected = (page: Page) =>
  page.getByRole('listbox', { name: SHELL_LABELS.searchChoices }).locator('[aria-selected="true"]');

test('keyboard: the skip link is the first stop and lands on the screen; the nav’s focus ring is not clipped; New group keeps focus', async ({
  page,
}) => {
  await page.goto('/sandbox');
  await expect(page.getByTestId('home-kmd')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: SHELL_LABELS.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/sandbox$/);

  // Tab from the top (the skip link, the first stop) to the first nav item: its ring is drawn
  // inside the scrolling nav. (Focusing <body> would leave Chrome tabbing on from <main>.)
  await skip.focus();
  const overview = page
    .getByRole('navigation', { name: SHELL_LABELS.nav })
    .getByRole('link', { name: 'Overview' });
  for (let i = 0; i < 25 && !(await overview.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(overview).toBeFocused();
  const ring = await overview.evaluate((e) => {
    const style = getComputedStyle(e);
    return { style: style.outlineStyle, offset: parseFloat(style.outlineOffset) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.offset).toBeLessThan(0);

  await page.goto('/sandbox/compose');
  const newGroup = page.getByTestId('compose-new-group');
  await expect(newGroup).toHaveText(COMPOSE_LABELS.newGroup);
  await newGroup.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('compose-new-group')).toBeFocused();
});

test('settings: the dialog closes by “Close”, a saved network is probed at once, the dark backdrop shows', async ({
  page,
  sandbox,
}, testInfo) => {
  await page.goto('/settings');
  await page.getByRole('button', { name: S.addNetwork }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: S.close })).toBeVisible();
  await dialog.getByRole('button', { name: S.close }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: S.addNetwork }).click();
  await dialog.getByLabel(S.name).fill('Probed');
  const algod = dialog.getByRole('group', { name: S.services.algod });
  await algod.getByLabel(S.fields.url).fill(sandbox.algod);
  await algod.getByLabel(S.fields.token, { exact: true }).fill(sandbox.token);
  await dialog.getByRole('button', { name: S.save }).click();
  await expect(page.getByTestId('network-probe-algod')).toContainText(PROBE_LABELS.reachable);
  await expect(page.getByTestId('network-probe-indexer')).toContainText(PROBE_LABELS.indexerAbsent);

  for (const scheme of ['light', 'dark'] as const) {
    await setScreen(page, 1280, scheme);
    await page.getByRole('button', { name: S.editNetwork('Probed') }).click();
    const alpha = await dialog.evaluate((d) => {
      const bg = getComputedStyle(d.previousElementSibling as Element).backgroundColor;
      const parts = bg.match(/[\d.]+/g) ?? [];
      return Number(parts.at(-1));
    });
    // 40 % black on the light page; on the dark one it must be much darker to show at all.
    expect(alpha).toBeGreaterThanOrEqual(scheme === 'dark' ? 0.7 : 0.35);
    await saveScreen(page, testInfo, `settings-dialog-1280-${scheme}`);
    await page.keyboard.press('Escape');
  }
  await setScreen(page, 375, 'light');
  await saveScreen(page, testInfo, 'settings-probed-375-light');
});

test('an unreachable indexer is named once, in one pair of parentheses', async ({ page, sandbox }) => {
  const dead = `http://127.0.0.1:${await deadPort()}`;
  await page.goto('/settings');
  await page.getByRole('button', { name: S.addNetwork }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(S.name).fill('Dead indexer');
  await dialog.getByRole('group', { name: S.services.algod }).getByLabel(S.fields.url).fill(sandbox.algod);
  await dialog.getByRole('group', { name: S.services.indexer }).getByLabel(S.fields.url).fill(dead);
  await dialog.getByRole('button', { name: S.save }).click();
  await page.goto('/dead-indexer/transactions');
  const error = page.getByText(/^Cannot reach the indexer/);
  await expect(error).toHaveText(
    /^Cannot reach the indexer \(GET \/v2\/transactions\): connection failed\.$/,
    {
      timeout: 45_000,
    },
  );
});

test('home: kmd has a status like algod and the indexer', async ({ page }, testInfo) => {
  await page.goto('/sandbox');
  const kmd = page.getByTestId('home-kmd');
  await expect(kmd).toContainText(PROBE_LABELS.reachable);
  await expect(kmd).toContainText(/\d+ wallets?/);
  for (const width of [1280, 375]) {
    await setScreen(page, width, 'light');
    await saveScreen(page, testInfo, `home-kmd-${width}-light`);
  }
});

test('search: arrows skip “not found”, an asset is found by its unit name, a miss logs nothing; a short list has no Load more', async ({
  page,
  sandbox,
}, testInfo) => {
  const { algod, kmd } = sandboxClients(sandbox);
  const funder = await genesisAccount(kmd, algod);
  const unit = `U${Date.now() % 1_000_000}`;
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    total: 100n,
    decimals: 0,
    defaultFrozen: false,
    assetName: 'Polish token',
    unitName: unit,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(create.signTxn(funder.sk)).do();
  const assetId = (await algosdk.waitForConfirmation(algod, create.txID(), 10)).assetIndex!;
  const fresh = algosdk.generateAccount().addr.toString();
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: fresh,
    amount: 1_000_000n,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(pay.signTxn(funder.sk)).do();
  await algosdk.waitForConfirmation(algod, pay.txID(), 10);

  await page.goto('/sandbox');
  const noise = consoleNoise(page);
  // Round 1 exists; no asset or application 1 does (ids start at 1001): the arrows stay on the block.
  await search(page).fill('1');
  await expect(
    page.getByRole('option', { name: new RegExp(`^${SEARCH_CHOICE_LABELS.block}`) }),
  ).toContainText(SHELL_LABELS.searchExists);
  await expect(
    page.getByRole('option', { name: new RegExp(`^${SEARCH_CHOICE_LABELS.asset}`) }),
  ).toContainText(SHELL_LABELS.searchMissing);
  for (const key of ['ArrowDown', 'ArrowDown', 'ArrowUp']) {
    await page.keyboard.press(key);
    await expect(selected(page)).toContainText(SEARCH_CHOICE_LABELS.block);
  }
  await saveScreen(page, testInfo, 'search-number-1280-light');
  expect(noise).toEqual([]);

  // A unit name: both asset searches offered; the unit one opens the filtered list with the asset.
  await search(page).fill(unit);
  await expect(selected(page)).toContainText(SEARCH_CHOICE_LABELS.assetUnit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/sandbox/assets\\?unit=${unit}$`));
  await expect(page.getByTestId('asset-row').filter({ hasText: String(assetId) })).toContainText(unit);

  // One transaction: the list ends there, with no Load more to press.
  await page.goto(`/sandbox/account/${fresh}`);
  const list = page.getByRole('list', { name: ACCOUNT_LABELS.tabs.transactions });
  await expect(list.getByTestId('txn-row')).toHaveCount(1);
  await expect(page.getByText(UI_LABELS.endOfList)).toBeVisible();
  await expect(page.getByRole('button', { name: UI_LABELS.loadMore })).toHaveCount(0);
});

test('a normal explorer session logs no console error or warning', async ({ page, sandbox }) => {
  const { algod, kmd } = sandboxClients(sandbox);
  const funder = await genesisAccount(kmd, algod);
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: algosdk.generateAccount().addr,
    amount: 1_000_000n,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(pay.signTxn(funder.sk)).do();
  await algosdk.waitForConfirmation(algod, pay.txID(), 10);
  const noise = consoleNoise(page);
  await page.goto('/sandbox');
  await expect(page.getByTestId('home-kmd')).toContainText(PROBE_LABELS.reachable);
  const nav = page.getByRole('navigation', { name: SHELL_LABELS.nav });
  for (const name of ['Accounts', 'Assets', 'Applications', 'Blocks', 'Transactions']) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.locator('main')).not.toContainText(SHELL_LABELS.loading);
  }
  // A transaction from the list, its sender's account, then a round by the search box.
  await page.getByTestId('txn-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sandbox\/transaction\//);
  await page.locator('main a[href*="/account/"]').first().click();
  await expect(page).toHaveURL(/\/sandbox\/account\//);
  await expect(page.getByTestId('txn-row').first()).toBeVisible();
  await search(page).fill('1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/block\/1$/);
  await networkQuiet(page);
  // The payment alone in its round is its first transaction, numbered as the studio numbers: 1.
  await page.goto(`/sandbox/transaction/${pay.txID()}`);
  await expect(page.getByTestId('txn-position')).toHaveText('1');
  expect(noise).toEqual([]);
});

test('times: the person’s locale on screen, UTC on hover, everywhere', async ({
  page,
  sandbox,
}, testInfo) => {
  const { algod, kmd } = sandboxClients(sandbox);
  const funder = await genesisAccount(kmd, algod);
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: funder.addr,
    amount: 0n,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(pay.signTxn(funder.sk)).do();
  await algosdk.waitForConfirmation(algod, pay.txID(), 10);
  const utc = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/;
  for (const path of ['/sandbox', `/sandbox/transaction/${pay.txID()}`, '/sandbox/blocks']) {
    await page.goto(path);
    const time = page.locator('main time').first();
    await expect(time).toHaveAttribute('title', utc);
    await expect(time).not.toContainText('UTC');
  }
  for (const width of [1280, 375]) {
    await setScreen(page, width, 'dark');
    await saveScreen(page, testInfo, `blocks-times-${width}-dark`);
  }
});

test('nav: at 375 px a menu button opens every screen and tool; at 1280 px Fund appearing moves nothing', async ({
  page,
}, testInfo) => {
  const strip = page.getByRole('navigation', { name: SHELL_LABELS.nav });
  for (const scheme of ['light', 'dark'] as const) {
    await setScreen(page, 1280, scheme);
    await page.goto('/sandbox/accounts');
    // The tools are anchored at the strip's right end: where they are does not depend on Fund.
    const mnemonic = strip.getByRole('link', { name: 'Mnemonic', exact: true });
    const before = (await mnemonic.boundingBox())!.x;
    await expect(strip.getByRole('link', { name: 'Fund', exact: true })).toBeVisible();
    expect((await mnemonic.boundingBox())!.x).toBe(before);
    const navBox = (await strip.boundingBox())!;
    const signData = (await strip.getByRole('link', { name: 'Sign data', exact: true }).boundingBox())!;
    expect(navBox.x + navBox.width - (signData.x + signData.width)).toBeLessThan(24);
    await networkQuiet(page);
    await saveScreen(page, testInfo, `nav-1280-${scheme}`);

    await setScreen(page, 375, scheme);
    await expect(strip).toBeHidden();
    const menu = page.getByRole('button', { name: SHELL_LABELS.menu('Accounts') });
    await expect(menu).toBeVisible();
    await saveScreen(page, testInfo, `nav-375-closed-${scheme}`);
    await menu.click();
    const sheet = page.getByRole('dialog', { name: SHELL_LABELS.menuTitle });
    const links = sheet.getByRole('navigation', { name: SHELL_LABELS.nav }).getByRole('link');
    // Every screen, Fund included (the sandbox has a dispenser), and the three tools, all in view.
    await expect(links).toHaveText([
      'Overview',
      'Accounts',
      'Assets',
      'Applications',
      'Transactions',
      'Blocks',
      'Compose',
      'Multisig',
      'LogicSig',
      'PQ accounts',
      'Contracts',
      'Debug',
      'Log',
      'Fund',
      'Mnemonic',
      'Decode',
      'Sign data',
    ]);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByRole('link', { name: 'Accounts', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.screenshot({
      path: join(testInfo.project.outputDir, 'screens', `nav-375-open-${scheme}.png`),
    });
    // Escape closes it and gives focus back to the button; a followed link closes it too.
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await sheet.getByRole('link', { name: 'Compose', exact: true }).click();
    await expect(page).toHaveURL(/\/sandbox\/compose$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: SHELL_LABELS.menu('Compose') })).toBeVisible();
  }
});

import algosdk from 'algosdk';
import { SHELL_LABELS } from '../apps/web/src/app/layout/shellLabels';
import { SIGN_DATA_LABELS as S } from '../apps/web/src/features/tools/signData/signDataLabels';
import { WALLET_LABELS as L, WALLET_PROVIDER_NAMES as N } from '../apps/web/src/features/wallet/walletLabels';
import { addCustomNetwork } from './support/appActions';
import { expect, test } from './support/fixtures';
import { keptByPage } from './support/keptByPage';
import { walletChip } from './support/kmdWallet';

const PHRASE_KEY = '@txnlab/use-wallet:v4_mnemonic';

test('the built page carries a strict Content-Security-Policy, and an injected inline script does not run', async ({
  context,
}) => {
  // A page of its own: the fixture's page fails on any violation, and this one provokes one.
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/sandbox');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'none'"]) expect(policy).toContain(d);
  // What an on-chain string would try if it ever reached the DOM as markup.
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { pwned?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.pwned = true';
    document.head.append(s);
    const img = document.createElement('div');
    img.innerHTML = '<img src="x" onerror="window.pwned = true">';
    document.body.append(img);
    await new Promise((r) => setTimeout(r, 300));
    return w.pwned === true;
  });
  expect(ran).toBe(false);
  expect(violations.length).toBeGreaterThanOrEqual(1);
  await page.close();
});

test('a recovery phrase stays in memory unless remembered, and disconnect wipes a remembered one', async ({
  page,
}) => {
  const account = algosdk.generateAccount();
  const phrase = algosdk.secretKeyToMnemonic(account.sk);
  const words = phrase.split(' ');

  const connect = async (remember: boolean) => {
    await walletChip(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: L.providerButton(N.mnemonic) }).click();
    await dialog.getByLabel(L.mnemonicPhrase).fill(phrase);
    await dialog.getByRole('checkbox', { name: L.mnemonicRemember }).setChecked(remember);
    await dialog.getByRole('button', { name: L.mnemonicConnect }).click();
    await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
    await page.keyboard.press('Escape');
  };
  const holdsPhrase = (text: string) => words.filter((w) => new RegExp(`\\b${w}\\b`).test(text)).length >= 12;

  await page.goto('/sandbox');
  // In memory is the default: the box starts unticked.
  await walletChip(page).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: L.providerButton(N.mnemonic) })
    .click();
  await expect(
    page.getByRole('dialog').getByRole('checkbox', { name: L.mnemonicRemember }),
  ).not.toBeChecked();
  await page.keyboard.press('Escape');
  await connect(false);
  expect(holdsPhrase(await keptByPage(page))).toBe(false);
  // Kept in memory across screens, the network's and the tools' alike…
  const nav = page.getByRole('navigation', { name: SHELL_LABELS.nav });
  await nav.getByRole('link', { name: 'Sign data' }).click();
  await expect(page.getByText(S.signingAs(N.mnemonic, account.addr.toString()))).toBeVisible();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  expect(holdsPhrase(await keptByPage(page))).toBe(false);
  // …and gone with a reload.
  await page.reload();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'disconnected', { timeout: 45_000 });
  expect(holdsPhrase(await keptByPage(page))).toBe(false);

  // Remembered on request: stored, survives a reload, and disconnect removes it.
  await connect(true);
  expect(await page.evaluate((k) => localStorage.getItem(k), PHRASE_KEY)).toBe(phrase);
  await page.reload();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await walletChip(page).click();
  await page.getByRole('dialog').getByRole('button', { name: L.disconnect }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'disconnected');
  expect(holdsPhrase(await keptByPage(page))).toBe(false);
});

test('a custom network’s token goes only to that network’s host', async ({ page, context, sandbox }) => {
  const algod = new URL(sandbox.algod);
  const custom = `http://localhost:${algod.port}`;
  const carried: { url: string; header: string }[] = [];
  context.on('request', (request) => {
    const headers = request.headers();
    for (const name of ['x-algo-api-token', 'x-indexer-api-token', 'x-kmd-api-token'])
      if (headers[name] !== undefined) carried.push({ url: request.url(), header: name });
  });
  await addCustomNetwork(page, { name: 'Elsewhere', algod: { url: custom, token: sandbox.token } });
  await page.goto('/elsewhere');
  await expect(page.getByTestId('network-status-label')).not.toHaveText(/checking/i);
  const fromCustom = carried.filter((c) => c.url.startsWith(custom));
  expect(fromCustom.length).toBeGreaterThan(0);
  expect(fromCustom.every((c) => c.header === 'x-algo-api-token')).toBe(true);
  // Every token that left the page went to a node of a profile that names it, never elsewhere.
  const nodes = [custom, sandbox.algod, sandbox.indexer, sandbox.kmd].map((u) => new URL(u).origin);
  expect(carried.filter((c) => !nodes.includes(new URL(c.url).origin))).toEqual([]);
});

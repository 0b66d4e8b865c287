import { SHELL_LABELS } from '../apps/web/src/app/layout/shellLabels';
import algosdk from 'algosdk';
import { REJECTION_MESSAGES as R } from '../packages/core/src/catalogue/catalogueMessages';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISPENSER_WALLET, FUND_MESSAGES as M } from '../packages/core/src/fund/fundMessages';
import { FIELD_MESSAGES as F } from '../packages/core/src/txn/fieldMessages';
import { FUND_LABELS as L } from '../apps/web/src/features/fund/fundLabels';
import { seriousViolations } from './support/axeAudit';
import { saveScreen, setScreen, SCHEMES, WIDTHS } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { kmdDefaultAddresses, sandboxClients } from './support/kmdWallet';
import { addCustomNetwork, switchNetwork } from './support/appActions';
import { startSandboxProcess } from './support/startSandboxProcess';

test.describe.configure({ timeout: 180_000 });

test('Fund: checks the fields, funds an address, refuses below the minimum balance in the catalogue words', async ({
  page,
  sandbox,
}, testInfo) => {
  await page.goto('/sandbox');
  await page.getByRole('navigation').getByRole('link', { name: 'Fund', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible();
  // The dispenser is one of kmd's default wallet accounts.
  const dispenser = page.getByTestId(L.ids.dispenser).getByRole('link');
  await expect(dispenser).toBeVisible();
  const held = await kmdDefaultAddresses(sandbox);
  expect(held).toContain((await dispenser.getAttribute('href'))!.split('/').at(-1));

  // Bad input: said at each field, nothing lost.
  const address = page.getByLabel(L.address, { exact: true });
  const amount = page.getByLabel(L.amount);
  await expect(amount).toHaveValue('10');
  await address.fill('NOTANADDRESS');
  await amount.fill('0');
  await page.getByRole('button', { name: L.fund, exact: true }).click();
  await expect(page.getByText(F.addressLength(12))).toBeVisible();
  await expect(page.getByText(M.amountZero)).toBeVisible();
  await expect(address).toHaveValue('NOTANADDRESS');
  await amount.fill('1.0000001');
  await expect(page.getByText(F.amountDecimals(6))).toBeVisible();
  await address.fill('');
  const good = algosdk.generateAccount().addr.toString();
  await address.fill(`${good.slice(0, 10)}${good[10] === 'A' ? 'B' : 'A'}${good.slice(11)}`);
  await expect(page.getByText(F.addressChecksum)).toBeVisible();

  // Funding a new address with less than its minimum balance: the node's rejection, in our words.
  const target = algosdk.generateAccount().addr.toString();
  await address.fill(target);
  await amount.fill('0.05');
  await page.getByRole('button', { name: L.fund, exact: true }).click();
  const error = page.getByTestId(L.ids.error);
  await expect(error).toContainText(R.transaction(1, '').trim());
  await expect(error).toContainText('below its minimum balance');

  await amount.fill('12.5');
  await page.getByRole('button', { name: L.fund, exact: true }).click();
  await expect(page.getByTestId(L.ids.status)).toContainText('Confirmed in round');
  const { algod } = sandboxClients(sandbox);
  expect((await algod.accountInformation(target).do()).amount).toBe(12_500_000n);
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `fund-address-${width}-${scheme}`);
    }
  await page.getByRole('link', { name: L.openAccount }).click();
  await expect(page.getByTestId('param-address')).toHaveText(target);
  await expect(page.getByText('12.5 ALGO').first()).toBeVisible();
});

test('Fund: create and fund a new account, phrase shown once, import into kmd, then its page shows the balance', async ({
  page,
  sandbox,
}, testInfo) => {
  await page.goto('/sandbox/fund');
  await page.getByLabel(L.amount).fill('3');
  await page.getByRole('button', { name: L.createAndFund }).click();
  await expect(page.getByTestId(L.ids.status)).toContainText('Confirmed in round');
  const created = (await page.getByTestId(L.ids.newAddress).textContent())!;
  const phrase = (await page.getByTestId(L.ids.phrase).textContent())!;
  expect(algosdk.mnemonicToSecretKey(phrase).addr.toString()).toBe(created);
  await expect(page.getByText(L.phraseWarning)).toBeVisible();
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `fund-new-${width}-${scheme}`);
    }

  await page.getByRole('button', { name: L.importKmd }).click();
  await expect(page.getByTestId(L.ids.imported)).toHaveText(L.imported);
  expect(await kmdDefaultAddresses(sandbox)).toContain(created);
  await page.getByRole('button', { name: L.hidePhrase }).click();
  await expect(page.getByTestId(L.ids.phrase)).toHaveCount(0);
  await expect(page.getByText(phrase)).toHaveCount(0);

  await page.getByTestId(L.ids.newAddress).getByRole('link').click();
  await expect(page.getByTestId('param-address')).toHaveText(created);
  await expect(page.getByText('3 ALGO').first()).toBeVisible();

  // axe on the Fund screen, light and dark, with its account card showing.
  await page.goto('/sandbox/fund');
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.getByTestId(L.ids.dispenser)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('Fund: absent from the nav where the network has no kmd, and the screen says where to get Algo', async ({
  page,
  sandbox,
}, testInfo) => {
  await addCustomNetwork(page, { name: 'No kmd', algod: { url: sandbox.algod, token: sandbox.token } });
  await page.goto('/sandbox');
  await switchNetwork(page, 'No kmd');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Fund', exact: true })).toHaveCount(0);
  await page.goto('/no-kmd/fund');
  await expect(page.getByText(M.noKmd)).toBeVisible();
  await expect(page.getByText(L.otherNetwork)).toBeVisible();
  await page.goto('/testnet/fund');
  await expect(page.getByText(L.testnet)).toBeVisible();
  await expect(page.getByRole('link', { name: L.testnetUrl })).toHaveAttribute('href', L.testnetUrl);
  await saveScreen(page, testInfo, 'fund-testnet');
});

test('Fund: in the nav once the dispenser is known, absent where kmd has no dispenser wallet', async ({
  page,
}) => {
  // The sandbox's kmd has its dispenser: the item shows once the idle-time check answers.
  await page.goto('/sandbox');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Fund', exact: true })).toBeVisible();
  // On a phone, opening Fund directly: the menu button names it, and the menu lists it, whole.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/sandbox/fund');
  await page.getByRole('button', { name: SHELL_LABELS.menu('Fund') }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Fund', exact: true })).toBeInViewport({
    ratio: 1,
  });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Another sandbox whose kmd has no unencrypted-default-wallet (renamed): kmd, but no dispenser.
  const dataDir = mkdtempSync(join(tmpdir(), 'sextant-e2e-fund-'));
  const other = await startSandboxProcess(dataDir);
  try {
    const { kmd } = sandboxClients(other);
    const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
    const wallet = wallets.find((w) => w.name === DISPENSER_WALLET);
    await kmd.renameWallet(wallet!.id, '', 'renamed-wallet');
    await addCustomNetwork(page, {
      name: 'Kmd without dispenser',
      algod: { url: other.algod, token: other.token },
      kmd: { url: other.kmd, token: other.token },
    });
    await page.goto('/kmd-without-dispenser/fund');
    await expect(page.getByText(M.noDispenser(DISPENSER_WALLET))).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Compose', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Fund', exact: true })).toHaveCount(
      0,
    );
  } finally {
    await other.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

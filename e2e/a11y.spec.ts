import algosdk from 'algosdk';
import { seriousViolations, type Finding } from './support/axeAudit';
import { e2eEnv } from './support/e2eEnv';
import { genesisAccount } from './support/explorerLedger';
import { expect, test } from './support/fixtures';
import { deployHostileApp } from './support/hostileApp';
import { sandboxClients } from './support/kmdWallet';

// Twenty screens, each loaded and audited on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('every route passes axe-core with no serious or critical violation, light and dark', async ({
  page,
  sandbox,
}) => {
  const { algod, kmd } = sandboxClients(sandbox);
  const funder = await genesisAccount(kmd, algod);
  const app = await deployHostileApp({
    algod: e2eEnv('algodUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    total: 1000n,
    decimals: 2,
    defaultFrozen: false,
    assetName: 'Audit token',
    unitName: 'AUD',
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(create.signTxn(funder.sk)).do();
  const confirmed = await algosdk.waitForConfirmation(algod, create.txID(), 10);
  const routes = [
    '/sandbox',
    '/sandbox/accounts',
    '/sandbox/assets',
    '/sandbox/applications',
    '/sandbox/transactions',
    '/sandbox/blocks',
    `/sandbox/block/${confirmed.confirmedRound}`,
    `/sandbox/account/${funder.addr.toString()}`,
    `/sandbox/asset/${confirmed.assetIndex}`,
    `/sandbox/application/${app.appId}`,
    `/sandbox/transaction/${create.txID()}`,
    `/sandbox/transaction/${app.callTxid}`,
    '/sandbox/compose',
    '/sandbox/multisig',
    '/sandbox/logicsig',
    '/sandbox/contracts',
    '/sandbox/debug',
    '/sandbox/fund',
    '/tools/mnemonic',
    '/tools/decode',
    '/tools/sign-data',
    '/settings',
  ];
  const found: Record<string, Finding[]> = {};
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[`${scheme} ${route}`] = violations;
    }
  }
  expect(found).toEqual({});
});

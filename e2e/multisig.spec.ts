import { readFileSync } from 'node:fs';
import { KMD_FIELD_LABELS as KMD } from '../apps/web/src/app/kmd/kmdFieldLabels';
import type { Browser, Page } from '@playwright/test';
import algosdk from 'algosdk';
import { MULTISIG_MESSAGES as M } from '../packages/core/src/catalogue/catalogueMessages';
import { bundleFromFile, bundleToFile, bundleToLink } from '../packages/core/src/multisig/bundleFile';
import { createBundle, signBundle } from '../packages/core/src/multisig/MultisigBundle';
import { exportUnsigned } from '../packages/core/src/offline/exportUnsigned';
import {
  MULTISIG_LABELS as L,
  MULTISIG_TEST_IDS as T,
} from '../apps/web/src/features/multisig/multisigLabels';
import { SHELL_LABELS } from '../apps/web/src/app/layout/shellLabels';
import { COMPOSE_LABELS } from '../apps/web/src/features/compose/composeLabels';
import { WALLET_LABELS as W, WALLET_PROVIDER_NAMES as N } from '../apps/web/src/features/wallet/walletLabels';
import { KMD_CLIENT_MESSAGES, kmdOpenMessage } from '../packages/core/src/kmd/KmdClientError';
import { WALLET_MESSAGES } from '../packages/core/src/wallet/walletMessages';
import { genesisAccount } from './support/explorerLedger';
import { connectKmd, kmdDefaultAddresses, walletChip } from './support/kmdWallet';
import { expect, test, type SandboxUrls } from './support/fixtures';

const WALLET = 'unencrypted-default-wallet';
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function clients(sandbox: SandboxUrls) {
  const a = new URL(sandbox.algod);
  const k = new URL(sandbox.kmd);
  return {
    algod: new algosdk.Algodv2(sandbox.token, a.origin, a.port),
    kmd: new algosdk.Kmd(sandbox.token, k.origin, k.port),
  };
}

/** The default wallet's addresses, read through kmd as any client would. */
async function walletAddresses(kmd: algosdk.Kmd): Promise<string[]> {
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const wallet = wallets.find((w) => w.name === WALLET);
  if (wallet === undefined) throw new Error(`kmd has no ${WALLET}`);
  const { wallet_handle_token: handle } = (await kmd.initWalletHandle(wallet.id, '')) as {
    wallet_handle_token: string;
  };
  const { addresses } = (await kmd.listKeys(handle)) as { addresses: string[] };
  await kmd.releaseWalletHandle(handle);
  return addresses;
}

/** "Sign as member N" with a kmd wallet: unlock it, then the member's own button. */
async function signWithKmd(page: Page, member: string, position: number, password = ''): Promise<void> {
  await expect(page.getByLabel(KMD.wallet, { exact: true })).toHaveValue(WALLET);
  await page.getByLabel(KMD.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: L.loadAddresses }).click();
  await page.getByRole('button', { name: L.signAsMember(position, `kmd · ${WALLET}`) }).click();
  await expect(page.getByTestId(T.signNote)).toHaveText(L.signedBy(member));
}

/** A second browser context, with the same loopback-only rule and page-error check as the fixture. */
async function freshPage(
  browser: Browser,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext();
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors, close: () => context.close() };
}

test('2-of-3: build, fund, sign with A, pass the link on, sign with B in a fresh browser, send', async ({
  page,
  browser,
  sandbox,
}) => {
  test.setTimeout(180_000);
  const { algod, kmd } = clients(sandbox);
  const [a, b, c] = (await walletAddresses(kmd)).slice(0, 3) as [string, string, string];
  const params = { version: 1, threshold: 2, addrs: [a, b, c] };
  const msig = algosdk.multisigAddress(params).toString();

  // Build the account in the page and save it.
  await page.goto('/sandbox/multisig');
  await page.getByLabel(L.name, { exact: true }).fill('Team fund');
  await page.getByLabel(L.threshold, { exact: true }).fill('2');
  for (const [i, addr] of [a, b, c].entries())
    await page.getByLabel(L.addressN(i + 1), { exact: true }).fill(addr);
  await expect(page.getByTestId(T.address)).toHaveText(msig);
  await page.getByRole('button', { name: L.save }).click();
  await expect(page.getByText(L.saved('Team fund'))).toBeVisible();
  // The order is part of the account.
  await page.getByRole('button', { name: L.moveDown(1) }).click();
  await expect(page.getByTestId(T.address)).not.toHaveText(msig);
  await page.getByRole('button', { name: L.load }).click();
  await expect(page.getByTestId(T.address)).toHaveText(msig);

  // Fund it from Node, and build the payment to sign.
  const funder = await genesisAccount(kmd, algod);
  const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: msig,
    amount: 3_000_000,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(fund.signTxn(funder.sk)).do();
  await algosdk.waitForConfirmation(algod, fund.txID(), 10);
  const receiver = algosdk.generateAccount().addr;
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver,
    amount: 1_250_000,
    note: new TextEncoder().encode('multisig e2e'),
    suggestedParams: await algod.getTransactionParams().do(),
  });

  // Signer A.
  await page.getByLabel(L.importInput, { exact: true }).fill(b64(exportUnsigned([pay])));
  await page.getByRole('button', { name: L.importButton }).click();
  await expect(page.getByTestId(T.sessionAccount)).toHaveText(msig);
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(0, 2));
  await expect(page.getByRole('button', { name: L.send, exact: true })).toBeDisabled();
  await signWithKmd(page, a, 1);
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(1, 2));
  // The file is goal's multisig format: A's signature verifies in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: L.downloadFile }).click(),
  ]);
  const file = readFileSync(await download.path());
  expect(Object.keys(bundleFromFile(new Uint8Array(file)).signatures[0] ?? {})).toEqual([a]);
  const link = (await page.getByTestId(T.link).textContent()) ?? '';
  expect(link).toMatch(/\/sandbox\/multisig#msig=[A-Za-z0-9_-]+$/);

  // Signer B, elsewhere: only the link travels.
  const other = await freshPage(browser);
  try {
    await other.page.goto(link);
    // A fresh browser loads and decodes everything first: slow on a busy machine.
    await expect(other.page.getByTestId(T.sessionAccount)).toHaveText(msig, { timeout: 30_000 });
    await expect(other.page.getByTestId(T.progress(0))).toHaveText(L.progress(1, 2));
    await signWithKmd(other.page, b, 2);
    await expect(other.page.getByTestId(T.progress(0))).toHaveText(L.progress(2, 2));
    await other.page.getByRole('button', { name: L.send, exact: true }).click();
    await expect(other.page.getByTestId(T.sendStatus)).toContainText(/Confirmed in round \d+/);
    await expect(other.page.getByTestId(T.txidLink(0))).toHaveAttribute(
      'href',
      `/sandbox/transaction/${pay.txID()}`,
    );
    expect(other.errors).toEqual([]);
  } finally {
    await other.close();
  }

  const info = await algod.pendingTransactionInformation(pay.txID()).do();
  expect(info.confirmedRound).toBeGreaterThan(0n);
  expect((await algod.accountInformation(receiver).do()).amount).toBe(1_250_000n);

  // A's link, opened again after B sent it: the outcome, not a signing prompt (issue 33 item 5)
  await page.goto('/sandbox');
  await page.goto(link);
  await expect(page.getByTestId(T.sentState)).toHaveText(
    new RegExp(`^${L.sentCommitted(String(info.confirmedRound)).replace(/[.]/g, '\\.')}`),
  );
  await expect(page.getByRole('heading', { name: L.signTitle })).toHaveCount(0);
  await expect(page.getByRole('button', { name: L.send, exact: true })).toBeDisabled();
});

test('merging bundles refuses different transactions and parameters, saying what differs', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const keys = [0, 1, 2].map(() => algosdk.generateAccount());
  const params = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr.toString()) };
  const msig = algosdk.multisigAddress(params);
  const sp: algosdk.SuggestedParams = {
    fee: 1000,
    flatFee: true,
    minFee: 1000,
    firstValid: 1,
    lastValid: 1000,
    genesisID: 'sandnet-v1',
    genesisHash: new Uint8Array(32).fill(9),
  };
  const pay = (amount: number) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: msig,
      receiver: msig,
      amount,
      suggestedParams: sp,
    });
  const mine = signBundle(createBundle(params, [pay(1)]), keys[0]!.sk);
  const otherTxn = signBundle(createBundle(params, [pay(2)]), keys[1]!.sk);
  const otherThreshold = signBundle(createBundle({ ...params, threshold: 3 }, [pay(1)]), keys[1]!.sk);
  const reordered = { ...params, addrs: [...params.addrs].reverse() };
  const otherOrder = signBundle(createBundle(reordered, [pay(1)]), keys[1]!.sk);
  const good = signBundle(createBundle(params, [pay(1)]), keys[2]!.sk);

  await page.goto(`/sandbox/multisig#msig=${bundleToLink(mine)}`);
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(1, 2), { timeout: 30_000 });
  const input = page.getByLabel(L.mergeInput, { exact: true });
  const merge = page.getByRole('button', { name: L.mergeButton });

  await input.fill(b64(bundleToFile(otherTxn)));
  await merge.click();
  await expect(page.getByTestId(T.mergeError)).toHaveText(M.mergeTransaction(1));
  await input.fill(b64(bundleToFile(otherThreshold)));
  await merge.click();
  await expect(page.getByTestId(T.mergeError)).toHaveText(M.mergeThreshold(2, 3));
  await input.fill(b64(bundleToFile(otherOrder)));
  await merge.click();
  await expect(page.getByTestId(T.mergeError)).toHaveText(M.mergeAddresses);
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(1, 2));

  await input.fill(b64(bundleToFile(good)));
  await merge.click();
  await expect(page.getByTestId(T.mergeNote)).toHaveText(L.merged(1));
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(2, 2));
  await expect(page.getByRole('button', { name: L.send, exact: true })).toBeEnabled();
  // The session is in the fragment: a reload keeps both signatures.
  await page.reload();
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(2, 2), { timeout: 30_000 });

  // Leaving through the menu drops the fragment; the session comes back from this browser's store.
  const nav = page.getByRole('navigation', { name: SHELL_LABELS.nav });
  await nav.getByRole('link', { name: 'Compose' }).click();
  await expect(page).toHaveURL(/\/sandbox\/compose$/);
  await expect(page.getByRole('heading', { name: COMPOSE_LABELS.title, level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Multisig' }).click();
  await expect(page.getByTestId(T.sessionAccount)).toHaveText(msig.toString(), { timeout: 30_000 });
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(2, 2));
  await expect(page).toHaveURL(/#msig=/);

  // Closed, it stays listed on this network and opens again; deleted, it is gone.
  await page.getByRole('button', { name: L.newSession }).click();
  const stored = page.getByTestId(T.storedSessions);
  await expect(stored).toContainText(L.storedSummary(1, 1));
  await expect(stored).toContainText(msig.toString());
  await nav.getByRole('link', { name: 'Compose' }).click();
  await nav.getByRole('link', { name: 'Multisig' }).click();
  await expect(page.getByTestId(T.sessionAccount)).toHaveCount(0);
  await stored.getByRole('button', { name: L.openSession }).click();
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(2, 2));
  await page.getByRole('button', { name: L.newSession }).click();
  await stored.getByRole('button', { name: L.deleteSession(msig.toString()) }).click();
  await expect(page.getByText(L.storedNone)).toBeVisible();
});

test('an unsigned group handed over in the link waits for its account, then opens', async ({ page }) => {
  const keys = [0, 1].map(() => algosdk.generateAccount());
  const params = { version: 1, threshold: 1, addrs: keys.map((k) => k.addr.toString()) };
  const msig = algosdk.multisigAddress(params);
  const sp: algosdk.SuggestedParams = {
    fee: 1000,
    flatFee: true,
    minFee: 1000,
    firstValid: 1,
    lastValid: 1000,
    genesisID: 'sandnet-v1',
    genesisHash: new Uint8Array(32).fill(9),
  };
  const txns = [1, 2].map((amount) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: msig,
      receiver: msig,
      amount,
      suggestedParams: sp,
    }),
  );
  algosdk.assignGroupID(txns);
  const fragment = Buffer.from(exportUnsigned(txns)).toString('base64url');
  await page.goto(`/sandbox/multisig#bundle=${fragment}`);
  await expect(page.getByTestId(T.importError)).toHaveText(L.needsAccount(msig.toString()));
  await page.getByLabel(L.threshold, { exact: true }).fill('1');
  await page.getByRole('button', { name: L.removeAddress(3) }).click();
  await page.getByLabel(L.addressN(1), { exact: true }).fill(params.addrs[0]!);
  await page.getByLabel(L.addressN(2), { exact: true }).fill(params.addrs[1]!);
  await expect(page.getByTestId(T.sessionAccount)).toHaveText(msig.toString());
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(0, 1));
  await expect(page.getByTestId(T.progress(1))).toHaveText(L.progress(0, 1));
});

test('sign as a member with the connected wallet or kmd; never "connect the wallet that holds it" for a multisig', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const [m1, m2] = [0, 1].map(() => algosdk.generateAccount()) as [algosdk.Account, algosdk.Account];
  const [k] = await kmdDefaultAddresses(sandbox);
  const params = { version: 1, threshold: 2, addrs: [m1.addr.toString(), m2.addr.toString(), k!] };
  const msig = algosdk.multisigAddress(params);
  const sp: algosdk.SuggestedParams = {
    fee: 1000,
    flatFee: true,
    minFee: 1000,
    firstValid: 1,
    lastValid: 1000,
    genesisID: 'sandnet-v1',
    genesisHash: new Uint8Array(32).fill(9),
  };
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver: msig,
    amount: 1,
    suggestedParams: sp,
  });
  await page.goto(`/sandbox/multisig#msig=${bundleToLink(createBundle(params, [pay]))}`);
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(0, 2), { timeout: 30_000 });
  await expect(page.getByText(L.noWallet)).toBeVisible();

  // A wrong kmd password says which wallet could not be opened, not that signing failed.
  await page.getByLabel(KMD.password, { exact: true }).fill('not the password');
  await page.getByRole('button', { name: L.loadAddresses }).click();
  await expect(page.getByTestId(T.kmdError)).toContainText(
    kmdOpenMessage(WALLET, KMD_CLIENT_MESSAGES['kmd-wrong-password']),
  );

  // The connected wallet holds member 1's key: it signs as that member.
  await walletChip(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: W.providerButton(N.mnemonic) }).click();
  await dialog.getByLabel(W.mnemonicPhrase).fill(algosdk.secretKeyToMnemonic(m1.sk));
  await dialog.getByRole('button', { name: W.mnemonicConnect }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: L.signAsMember(1, N.mnemonic) }).click();
  await expect(page.getByTestId(T.signNote)).toHaveText(L.signedBy(m1.addr.toString()));
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(1, 2));

  // kmd signs as member 3, the key it holds: the threshold is met.
  await signWithKmd(page, k!, 3);
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(2, 2));
  await expect(page.getByRole('button', { name: L.send, exact: true })).toBeEnabled();
  await expect(page.getByText(/Connect the wallet that holds it/)).toHaveCount(0);
});

test('kmd connected as the wallet holds a member: the page points to kmd signing below, once, and never says kmd cannot sign', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(60_000);
  const [k] = await kmdDefaultAddresses(sandbox);
  const other = algosdk.generateAccount().addr.toString();
  const params = { version: 1, threshold: 1, addrs: [other, k!] };
  const msig = algosdk.multisigAddress(params);
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver: msig,
    amount: 1,
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      minFee: 1000,
      firstValid: 1,
      lastValid: 1000,
      genesisID: 'sandnet-v1',
      genesisHash: new Uint8Array(32).fill(9),
    },
  });
  await page.goto(`/sandbox/multisig#msig=${bundleToLink(createBundle(params, [pay]))}`);
  await expect(page.getByTestId(T.progress(0))).toHaveText(L.progress(0, 1), { timeout: 30_000 });
  await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(T.walletCannot)).toHaveText(L.walletIsKmd([2]));
  await expect(page.getByText(WALLET_MESSAGES.multisigNotSupported(N.kmd))).toHaveCount(0);
  await expect(page.getByText(/Connect the wallet that holds it/)).toHaveCount(0);
});

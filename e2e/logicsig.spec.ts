import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import algosdk from 'algosdk';
import { LOGICSIG_LABELS as L } from '../apps/web/src/features/logicsig/logicSigLabels';
import { WALLET_LABELS as W, WALLET_PROVIDER_NAMES as N } from '../apps/web/src/features/wallet/walletLabels';
import { LSIG_MESSAGES as M } from '../packages/core/src/lsig/lsigMessages';
import { walletDelegations } from '../packages/core/src/lsig/walletDelegation';
import { bundleToLink } from '../packages/core/src/multisig/bundleFile';
import { createBundle } from '../packages/core/src/multisig/MultisigBundle';
import { ComposeScreen, L as C } from './support/composeScreen';
import { expect, test, type SandboxUrls } from './support/fixtures';
import { walletChip } from './support/kmdWallet';

const WALLET = 'unencrypted-default-wallet';
// Every step waits on the node (compile, sign, send, follow); a loaded machine needs more than 10 s.
const slow = expect.configure({ timeout: 30_000 });

function clients(sandbox: SandboxUrls) {
  const a = new URL(sandbox.algod);
  const k = new URL(sandbox.kmd);
  return {
    algod: new algosdk.Algodv2(sandbox.token, a.origin, a.port),
    kmd: new algosdk.Kmd(sandbox.token, k.origin, k.port),
  };
}

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

/** A second browser context with the fixture's loopback-only rule and page-error check. */
async function freshPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await context.route(
    (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors, close: () => context.close() };
}

async function writeTeal(page: Page, source: string) {
  const editor = page.getByRole('textbox', { name: L.editorLabel });
  await editor.fill(source);
  await page.getByRole('button', { name: L.compile, exact: true }).click();
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

async function sendFromIt(page: Page, receiver: string, amount: string, action: string = L.sendIt) {
  const send = region(page, L.send);
  await send.getByLabel(L.receiver, { exact: true }).fill(receiver);
  await send.getByLabel(L.amount, { exact: true }).fill(amount);
  await send.getByRole('button', { name: action }).click();
}

async function fundFromKmd(page: Page, from: string, amount: string) {
  const account = region(page, L.account);
  await account.getByLabel(L.kmdAccount, { exact: true }).selectOption(from);
  await account.getByLabel(L.fundAmount, { exact: true }).fill(amount);
  await account.getByRole('button', { name: L.fund }).click();
  await slow(account.getByText(L.fundSent(amount))).toBeVisible();
}

const screenPath = (testInfo: TestInfo, name: string) => join(testInfo.project.outputDir, 'screens', name);

async function pageBox(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
  });
}

/**
 * One panel (or the page) at 1280 and 375 px, light and dark, for people to look at; nothing may
 * overflow sideways. Leaves the page at 1280 px in the light scheme.
 */
async function shoot(page: Page, testInfo: TestInfo, name: string, panel?: string) {
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const path = screenPath(testInfo, `${name}-${width}-${scheme}.png`);
      // A panel is cut out of the full page, where the sticky header stays at the top, not over it.
      const box = panel === undefined ? undefined : await pageBox(region(page, panel));
      await page.screenshot({ path, fullPage: true, ...(box && { clip: box }) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} ${width}px ${scheme}`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test('escrow: a compile error at its line, fixed; funded; a rejection at its line; paid out; exported and used elsewhere', async ({
  page,
  browser,
  sandbox,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const { kmd } = clients(sandbox);
  const [funder] = await walletAddresses(kmd);
  const receiver = algosdk.generateAccount().addr.toString();
  await page.goto('/sandbox/logicsig');
  await slow(page.getByRole('heading', { name: L.title })).toBeVisible({ timeout: 30_000 });

  await writeTeal(page, '#pragma version 10\narg 0\nbtoi\nfrobnicate\nint 42\n==\n');
  const diagnostics = page.getByTestId('lsig-diagnostics');
  await slow(diagnostics).toContainText('Line 4:');
  await slow(diagnostics).toContainText('frobnicate');
  await slow(page.locator('.cm-lintRange-error').first()).toBeVisible();
  await shoot(page, testInfo, 'lsig-program-error', L.program);

  const source = '#pragma version 10\narg 0\nbtoi\nint 42\n==\nassert\nint 1\n';
  await writeTeal(page, source);
  await slow(page.getByText(L.compiled, { exact: true })).toBeVisible();
  const program = Buffer.from((await clients(sandbox).algod.compile(source).do()).result, 'base64');
  const escrow = new algosdk.LogicSig(new Uint8Array(program)).address().toString();
  await slow(page.getByTestId('lsig-hash')).toHaveText(escrow);
  await slow(page.getByTestId('lsig-size')).toHaveText(L.bytes(program.length));
  await slow(page.getByRole('textbox', { name: L.disassemblyLabel })).toContainText('assert');

  await fundFromKmd(page, funder as string, '2');
  await slow(page.getByTestId('lsig-balance')).toHaveText('2 ALGO');
  await shoot(page, testInfo, 'lsig-account', L.account);

  // A wrong argument: the node runs it, the editor marks the failing line (assert, line 6).
  await page.getByLabel(L.argValue(0), { exact: true }).fill('41');
  await sendFromIt(page, receiver, '0.5', L.tryIt);
  await slow(page.getByTestId('lsig-send-outcome')).toContainText(L.failedAtLine(6));
  await expect(page.getByTestId('lsig-send-outcome')).toContainText(L.triedNotSent);
  await slow(diagnostics).toContainText('Line 6:');
  await shoot(page, testInfo, 'lsig-send-rejected', L.send);
  await shoot(page, testInfo, 'lsig-program-failed-line', L.program);

  await page.getByLabel(L.argValue(0), { exact: true }).fill('42');
  await sendFromIt(page, receiver, '0.5', L.tryIt);
  await slow(page.getByTestId('lsig-send-outcome')).toContainText('The program approves this payment');
  await sendFromIt(page, receiver, '0.5');
  await slow(page.getByTestId('lsig-send-outcome')).toContainText('Committed in round');

  await page.getByLabel(L.name, { exact: true }).fill('Secret-number escrow');
  await page.getByRole('button', { name: L.save }).click();
  await slow(page.getByTestId('lsig-saved')).toContainText('Secret-number escrow');

  // Screens for people to look at; nothing may overflow sideways at 375 px.
  await shoot(page, testInfo, 'logicsig');
  await shoot(page, testInfo, 'lsig-files', L.files);

  // The .lsig downloaded as a file (goal's msgpack LogicSig), imported in a fresh browser and used there.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: L.exportLsig }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Secret-number-escrow.lsig');
  const lsigPath = screenPath(testInfo, 'escrow.lsig');
  await file.saveAs(lsigPath);
  const onDisk = algosdk.decodeMsgpack(new Uint8Array(readFileSync(lsigPath)), algosdk.LogicSig);
  expect(algosdk.bytesToBase64(onDisk.logic)).toBe(program.toString('base64'));
  expect(onDisk.args).toEqual([algosdk.bigIntToBytes(42n, 8)]);
  const other = await freshPage(browser, baseURL as string);
  await other.page.goto('/sandbox/logicsig');
  await other.page.getByTestId('lsig-import-file').setInputFiles(lsigPath);
  await slow(other.page.getByText(L.imported, { exact: true })).toBeVisible();
  await slow(other.page.getByTestId('lsig-hash')).toHaveText(escrow);
  await sendFromIt(other.page, receiver, '0.25');
  await slow(other.page.getByTestId('lsig-send-outcome')).toContainText('Committed in round');
  expect(other.errors).toEqual([]);
  await other.close();

  // "Send from it" in the studio: the payment drafted from the escrow, the logic sig chosen as signer.
  const sendPanel = region(page, L.send);
  await sendPanel.getByLabel(L.amount, { exact: true }).fill('0.2');
  await sendPanel.getByRole('link', { name: L.openStudio }).click();
  const studio = new ComposeScreen(page);
  await slow(page.getByRole('heading', { name: C.title })).toBeVisible();
  await slow(studio.txns).toHaveCount(1);
  await expect(studio.editor.getByLabel(C.fields.sender, { exact: true })).toHaveValue(escrow);
  await expect(studio.editor.getByLabel(C.fields.receiver, { exact: true })).toHaveValue(receiver);
  await studio.build();
  const choice = page.getByTestId('lsig-signer-choice');
  await expect(choice.getByLabel(L.pickerLabel, { exact: true }).locator('option:checked')).toHaveText(
    L.handedOption('Secret-number escrow', L.kindEscrow),
  );
  await choice.getByRole('button', { name: L.signWithSaved }).click();
  await slow(studio.stepper).toHaveAttribute('data-status', 'signed');
  await studio.send();
  await slow(studio.stepper).toHaveAttribute('data-status', 'committed');

  // A saved logic sig chosen by hand in the studio for a payment typed there.
  await studio.newGroup();
  await studio.addTxn('pay', {
    [C.fields.sender]: escrow,
    [C.fields.receiver]: receiver,
    [C.fields.amountAlgo]: '0.1',
  });
  await studio.build();
  const saved = page.getByTestId('lsig-signer-choice').getByLabel(L.pickerLabel, { exact: true });
  await saved.selectOption({ label: `Secret-number escrow (${L.kindEscrow})` });
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByTestId('lsig-signer-choice').screenshot({
        path: screenPath(testInfo, `studio-signer-${width}-${scheme}.png`),
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `studio ${width}px ${scheme}`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: L.signWithSaved }).click();
  await slow(studio.stepper).toHaveAttribute('data-status', 'signed');
  await studio.send();
  await slow(studio.stepper).toHaveAttribute('data-status', 'committed');
  expect((await clients(sandbox).algod.accountInformation(receiver).do()).amount).toBe(1_050_000n);
});

test('delegation: kmd signs the program, the logic sig pays from the delegating account, also pasted as goal’s file in the studio', async ({
  page,
  sandbox,
}, testInfo) => {
  test.setTimeout(180_000);
  const { algod, kmd } = clients(sandbox);
  const delegator = (await walletAddresses(kmd))[1] as string;
  const receiver = algosdk.generateAccount().addr.toString();
  await page.goto('/sandbox/logicsig');
  await page.getByRole('button', { name: L.newLsig }).click();
  await writeTeal(page, '#pragma version 10\ntxn Amount\nint 200000\n<=\n');
  await slow(page.getByText(L.compiled, { exact: true })).toBeVisible();
  const delegation = region(page, L.delegate);
  // Every wallet Sextant connects to is listed with why it can or cannot sign a program.
  await delegation.getByText(L.walletsSummary).click();
  for (const d of walletDelegations()) {
    await expect(delegation.getByTestId(`lsig-wallet-${d.provider}`)).toContainText(d.reason);
  }
  await expect(delegation.getByTestId('lsig-wallet-pera')).toContainText(M.walletPera);
  await expect(delegation.getByTestId('lsig-wallet-mnemonic')).toContainText(M.walletMnemonic);
  await delegation.getByLabel(L.kmdAccount, { exact: true }).selectOption(delegator);
  await shoot(page, testInfo, 'lsig-delegate', L.delegate);
  await delegation.getByRole('button', { name: L.delegateWithKmd }).click();
  await slow(page.getByTestId('lsig-delegated-by')).toHaveText(L.delegatedBy(delegator));
  await slow(page.getByTestId('lsig-address')).toHaveText(delegator);
  const before = (await algod.accountInformation(delegator).do()).amount;
  await sendFromIt(page, receiver, '0.2');
  await slow(page.getByTestId('lsig-send-outcome')).toContainText('Committed in round');
  expect((await algod.accountInformation(receiver).do()).amount).toBe(200_000n);
  // Paid by the delegating account itself: the amount and the fee left its balance.
  expect((await algod.accountInformation(delegator).do()).amount).toBe(before - 201_000n);
  await sendFromIt(page, receiver, '0.3');
  await slow(page.getByTestId('lsig-send-outcome')).toContainText('rejected');

  // The export is goal's file: program, arguments and sig, no account named. Pasted once in the studio, it signs for
  // the sender whose key made the signature.
  const goalFile = await page.getByTestId('lsig-export-base64').inputValue();
  const decoded = algosdk.msgpackRawDecode(algosdk.base64ToBytes(goalFile)) as object;
  expect(Object.keys(decoded).sort()).toEqual(['arg', 'l', 'sig']);
  const studio = new ComposeScreen(page);
  await studio.open();
  await studio.newGroup();
  await studio.addTxn('pay', {
    [C.fields.sender]: delegator,
    [C.fields.receiver]: receiver,
    [C.fields.amountAlgo]: '0.15',
  });
  await studio.build();
  const choice = page.getByTestId('lsig-signer-choice');
  await choice.getByRole('button', { name: L.pasteOpen }).click();
  await choice.getByLabel(L.pasteLabel, { exact: true }).fill(goalFile);
  await choice.getByRole('button', { name: L.signWithPasted }).click();
  await slow(studio.stepper).toHaveAttribute('data-status', 'signed');
  await studio.send();
  await slow(studio.stepper).toHaveAttribute('data-status', 'committed');
  expect((await algod.accountInformation(receiver).do()).amount).toBe(350_000n);
});

test('2-of-3 multisig delegation signed in two browsers, merged into lmsig, and used', async ({
  page,
  browser,
  sandbox,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const { kmd } = clients(sandbox);
  const [a, b, c] = (await walletAddresses(kmd)).slice(0, 3) as [string, string, string];
  const msig = algosdk.multisigAddress({ version: 1, threshold: 2, addrs: [a, b, c] }).toString();
  const receiver = algosdk.generateAccount().addr.toString();
  await page.goto('/sandbox/logicsig');
  await page.getByRole('button', { name: L.newLsig }).click();
  await writeTeal(page, '#pragma version 10\ntxn TypeEnum\nint pay\n==\n');
  await slow(page.getByText(L.compiled, { exact: true })).toBeVisible();
  const delegation = region(page, L.delegate);
  await delegation.getByRole('tab', { name: L.delegateMultisig }).click();
  await delegation.getByLabel(L.msigAddresses).fill([a, b, c].join('\n'));
  await delegation.getByRole('button', { name: L.msigStart }).click();
  await delegation.getByLabel(L.msigMember, { exact: true }).selectOption(a);
  await delegation.getByRole('button', { name: L.msigMember }).click();
  await slow(page.getByTestId('lsig-msig-progress')).toHaveText(L.msigProgress(1, 2));
  await slow(page.getByTestId('lsig-address')).toHaveText(msig);
  await shoot(page, testInfo, 'lsig-msig-progress', L.delegate);
  const firstTurn = await page.getByTestId('lsig-export-base64').inputValue();

  const other = await freshPage(browser, baseURL as string);
  const p2 = other.page;
  await p2.goto('/sandbox/logicsig');
  await p2.getByLabel(L.importLabel, { exact: true }).fill(firstTurn);
  await p2.getByRole('button', { name: L.importPaste }).click();
  await slow(p2.getByTestId('lsig-msig-progress')).toHaveText(L.msigProgress(1, 2));
  await region(p2, L.delegate).getByLabel(L.msigMember, { exact: true }).selectOption(c);
  await region(p2, L.delegate).getByRole('button', { name: L.msigMember }).click();
  await slow(p2.getByTestId('lsig-msig-progress')).toHaveText(L.msigComplete);
  const secondTurn = await p2.getByTestId('lsig-export-base64').inputValue();
  expect(other.errors).toEqual([]);
  await other.close();

  // Back in the first browser: importing the other member's turn merges it.
  await page.getByLabel(L.importLabel, { exact: true }).fill(secondTurn);
  await page.getByRole('button', { name: L.importPaste }).click();
  await slow(page.getByText(L.mergedTurn)).toBeVisible();
  await slow(page.getByTestId('lsig-msig-progress')).toHaveText(L.msigComplete);
  const lsig = algosdk.decodeMsgpack(new Uint8Array(Buffer.from(secondTurn, 'base64')), algosdk.LogicSig);
  expect(lsig.lmsig?.subsig.filter((s) => s.s).length).toBe(2);
  expect(lsig.msig).toBeUndefined();

  await fundFromKmd(page, a, '1');
  await sendFromIt(page, receiver, '0.4');
  await slow(page.getByTestId('lsig-send-outcome')).toContainText('Committed in round');

  // Saved, it signs on the multisig page for the whole group at once: tried, then sent.
  await page.getByLabel(L.name, { exact: true }).fill('Members pay');
  await page.getByRole('button', { name: L.save }).click();
  await slow(page.getByTestId('lsig-saved')).toContainText('Members pay');
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver,
    amount: 100_000,
    suggestedParams: await clients(sandbox).algod.getTransactionParams().do(),
  });
  const params = { version: 1, threshold: 2, addrs: [a, b, c] };
  await page.goto(`/sandbox/multisig#msig=${bundleToLink(createBundle(params, [pay]))}`);
  const viaLsig = page.getByTestId('msig-lsig');
  await slow(viaLsig).toBeVisible();
  await viaLsig
    .getByLabel(L.msigLsigPicker, { exact: true })
    .selectOption({ label: 'Members pay (multisig 2/2)' });
  await viaLsig.getByRole('button', { name: L.tryIt }).click();
  await slow(page.getByTestId('msig-lsig-try')).toContainText('The program approves every transaction');
  await viaLsig.getByRole('button', { name: L.msigLsigSend }).click();
  await slow(page.getByTestId('msig-lsig-status')).toContainText('Confirmed in round');
  expect((await clients(sandbox).algod.accountInformation(receiver).do()).amount).toBe(500_000n);
});

test('studio: an application created from TEAL typed in the editor, its compile error at the line first', async ({
  page,
  sandbox,
}, testInfo) => {
  test.setTimeout(120_000);
  const { algod, kmd } = clients(sandbox);
  const [creator] = await walletAddresses(kmd);
  const studio = new ComposeScreen(page);
  await studio.open();
  await studio.newGroup();
  await studio.addTxn('appl', { [C.fields.sender]: creator as string });
  await studio.editor.getByRole('button', { name: C.programsTeal, exact: true }).click();
  const approval = studio.editor.getByRole('textbox', { name: C.fields.approvalTeal });
  await slow(approval).toBeVisible();
  await approval.fill('#pragma version 10\nint 1\nfrobnicate\n');
  await page.getByRole('button', { name: C.build, exact: true }).click();
  const errors = page.getByTestId('teal-errors-approvalProgram');
  await slow(errors).toContainText(C.tealErrorAt(3, ''));
  await slow(errors).toContainText('frobnicate');
  await expect(studio.editor.locator('.cm-lintRange-error').first()).toBeVisible();
  await expect(studio.stepper).toHaveAttribute('data-status', 'building');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: screenPath(testInfo, `studio-teal-1280-${scheme}.png`), fullPage: true });
  }

  // Fixed: the build compiles both programs on the node; kmd signs; the app is created from them.
  await approval.fill('#pragma version 10\nint 1\n');
  await expect(errors).toBeHidden();
  await studio.build();
  await studio.signWithKmd();
  await slow(studio.stepper).toHaveAttribute('data-status', 'signed');
  await studio.send();
  await slow(studio.stepper).toHaveAttribute('data-status', 'committed');
  const created = page.getByTestId('compose-created');
  await expect(created).toContainText(C.createdAppBy(1));
  const appId = BigInt(((await created.innerText()).match(/(\d+)\s*$/) ?? [])[1] ?? '0');
  expect(appId).toBeGreaterThan(0n);
  const app = await algod.getApplicationByID(appId).do();
  const expected = await algod.compile('#pragma version 10\nint 1\n').do();
  expect(algosdk.bytesToBase64(app.params?.approvalProgram ?? new Uint8Array())).toBe(expected.result);
});

test('delegation with a recovery phrase, then with the connected recovery-phrase wallet', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(150_000);
  const { algod, kmd } = clients(sandbox);
  const [funder] = await walletAddresses(kmd);
  const account = algosdk.generateAccount();
  const delegator = account.addr.toString();
  const phrase = algosdk.secretKeyToMnemonic(account.sk);
  const receiver = algosdk.generateAccount().addr.toString();
  // The delegating account needs funds of its own: kmd pays it outside the app.
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const { wallet_handle_token: handle } = (await kmd.initWalletHandle(
    wallets.find((w) => w.name === WALLET)?.id as string,
    '',
  )) as { wallet_handle_token: string };
  const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder as string,
    receiver: delegator,
    amount: 2_000_000,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  const signed = (await kmd.signTransaction(handle, '', fund)) as Uint8Array;
  await kmd.releaseWalletHandle(handle);
  await algod.sendRawTransaction(signed).do();
  await algosdk.waitForConfirmation(algod, fund.txID(), 10);

  await page.goto('/sandbox/logicsig');
  await page.getByRole('button', { name: L.newLsig }).click();
  await writeTeal(page, '#pragma version 10\ntxn Amount\nint 200000\n<=\n');
  await slow(page.getByText(L.compiled, { exact: true })).toBeVisible();
  const delegation = region(page, L.delegate);
  await delegation.getByRole('radio', { name: L.methodPhrase }).check();
  await delegation.getByLabel(L.phrase).fill(phrase);
  await delegation.getByRole('button', { name: L.delegateWithPhrase }).click();
  await slow(page.getByTestId('lsig-delegated-by')).toHaveText(L.delegatedBy(delegator));
  await sendFromIt(page, receiver, '0.1');
  await slow(page.getByTestId('lsig-send-outcome')).toContainText('Committed in round');

  // The same account connected as the recovery-phrase wallet: Sextant holds its key, so it delegates.
  await delegation.getByRole('button', { name: L.removeDelegation }).click();
  await walletChip(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: W.providerButton(N.mnemonic) }).click();
  await dialog.getByLabel(W.mnemonicPhrase).fill(phrase);
  await dialog.getByRole('button', { name: W.mnemonicConnect }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');
  await delegation.getByRole('radio', { name: L.connectedWallet(N.mnemonic) }).check();
  await delegation.getByRole('button', { name: L.delegateWithWallet(N.mnemonic) }).click();
  await slow(page.getByTestId('lsig-delegated-by')).toHaveText(L.delegatedBy(delegator));
  await sendFromIt(page, receiver, '0.15');
  await slow(page.getByTestId('lsig-send-outcome')).toContainText('Committed in round');
  await expect
    .poll(async () => (await algod.accountInformation(receiver).do()).amount, { timeout: 30_000 })
    .toBe(250_000n);
});

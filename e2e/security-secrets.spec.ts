import algosdk from 'algosdk';
import { KMD_FIELD_LABELS as K } from '../apps/web/src/app/kmd/kmdFieldLabels';
import { CONTRACTS_LABELS as C } from '../apps/web/src/features/contracts/contractsLabels';
import { DEBUG_LABELS as D } from '../apps/web/src/features/debug/debugLabels';
import { LOGICSIG_LABELS as LS } from '../apps/web/src/features/logicsig/logicSigLabels';
import { MNEMONIC_LABELS as M, MNEMONIC_TEST_IDS as MT } from '../apps/web/src/features/tools/mnemonicLabels';
import { deploy, loadSpecFile, openLab } from './support/contractsLab';
import { genesisAccount } from './support/explorerLedger';
import { expect as baseExpect, test } from './support/fixtures';
import { connectKmd, sandboxClients, walletChip } from './support/kmdWallet';
import { keptByPage } from './support/keptByPage';

// A walk through every screen that handles a secret, on the real sandbox.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

test('no secret — phrase, secret key, kmd password, master derivation key — reaches storage, a URL or the console', async ({
  page,
  sandbox,
}) => {
  const { algod, kmd } = sandboxClients(sandbox);
  const funder = await genesisAccount(kmd, algod);
  // A kmd wallet of its own, with a password, one funded key and its master derivation key.
  const walletName = `audit-${Date.now()}`;
  const password = `pw-${hex(algosdk.generateAccount().addr.publicKey).slice(0, 16)}`;
  const { wallet } = (await kmd.createWallet(walletName, password)) as { wallet: { id: string } };
  const { wallet_handle_token: handle } = (await kmd.initWalletHandle(wallet.id, password)) as {
    wallet_handle_token: string;
  };
  const { address: kmdAddress } = (await kmd.generateKey(handle)) as { address: string };
  const { master_derivation_key: mdk } = (await kmd.exportMasterDerivationKey(handle, password)) as {
    master_derivation_key: Uint8Array;
  };
  await kmd.releaseWalletHandle(handle);
  const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: kmdAddress,
    amount: 5_000_000,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(fund.signTxn(funder.sk)).do();
  await algosdk.waitForConfirmation(algod, fund.txID(), 10);
  // A recovery-phrase account that delegates a logic sig.
  const delegator = algosdk.generateAccount();
  const phrase = algosdk.secretKeyToMnemonic(delegator.sk);
  const mdkPhrase = algosdk.masterDerivationKeyToMnemonic(mdk);

  const secrets: Record<string, string[]> = {
    password: [password],
    'secret key': [b64(delegator.sk), hex(delegator.sk), hex(delegator.sk.subarray(0, 32))],
    'master derivation key': [b64(mdk), hex(mdk)],
  };
  /** A run of three consecutive words of either phrase (single words are common English). */
  const phraseRuns = [phrase, mdkPhrase].flatMap((p) => {
    const w = p.split(' ');
    return w.slice(0, -2).map((_, i) => `${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  });
  const leaks = (where: string, text: string) => [
    ...Object.entries(secrets).flatMap(([name, forms]) =>
      forms.some((f) => text.includes(f) || text.includes(encodeURIComponent(f)))
        ? [`${name} in ${where}`]
        : [],
    ),
    ...(phraseRuns.some((r) => text.includes(r) || text.includes(encodeURIComponent(r)))
      ? [`a phrase in ${where}`]
      : []),
  ];

  const consoleLines: string[] = [];
  const urls: string[] = [];
  page.on('console', (m) => consoleLines.push(m.text()));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) urls.push(f.url());
  });
  page.on('request', (r) => urls.push(r.url()));

  // 1. The wallet dialog: kmd with the wallet's password.
  await page.goto('/sandbox');
  await connectKmd(page, password, walletName);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');

  // 2. The contract lab, signing with that kmd wallet and its password.
  await openLab(page);
  await loadSpecFile(page, 'puya/hello_world_arc4/HelloWorldContract.arc56.json');
  await page.getByLabel(C.signWith).selectOption('kmd');
  await page.getByLabel(K.wallet, { exact: true }).selectOption(walletName);
  await page.getByLabel(K.password, { exact: true }).fill(password);
  await deploy(page);

  // 3. The logic-sig screen: delegation with a recovery phrase, saved, tried and debugged.
  await page.goto('/sandbox/logicsig');
  await page.getByRole('button', { name: LS.newLsig }).click();
  await page.getByRole('textbox', { name: LS.editorLabel }).fill('#pragma version 10\nint 0');
  await page.getByRole('button', { name: LS.compile, exact: true }).click();
  await expect(page.getByText(LS.compiled, { exact: true })).toBeVisible();
  const delegation = page.getByRole('region', { name: LS.delegate });
  await delegation.getByRole('radio', { name: LS.methodPhrase }).check();
  await delegation.getByLabel(LS.phrase).fill(phrase);
  await delegation.getByRole('button', { name: LS.delegateWithPhrase }).click();
  await expect(page.getByTestId('lsig-delegated-by')).toHaveText(LS.delegatedBy(delegator.addr.toString()));
  await page.getByLabel(LS.name, { exact: true }).fill('Audit delegation');
  await page.getByRole('button', { name: LS.save }).click();
  await expect(page.getByTestId('lsig-saved')).toContainText('Audit delegation');
  const send = page.getByRole('region', { name: LS.send });
  await send.getByLabel(LS.receiver, { exact: true }).fill(funder.addr.toString());
  await send.getByLabel(LS.amount, { exact: true }).fill('0.1');
  await send.getByRole('button', { name: LS.tryIt }).click();
  await expect(page.getByTestId('lsig-send-outcome')).toBeVisible();
  // 4. The debugger, handed the delegated logic sig's transaction.
  await page.getByTestId('lsig-debug').click();
  await expect(page.getByTestId('debug-group-size')).toHaveText(D.groupOf(1));
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'false');

  // 5. The conversions tool: phrase → secret key, master derivation key → phrase.
  await page.goto('/tools/mnemonic');
  await page.getByRole('textbox', { name: M.phrase, exact: true }).fill(phrase);
  await page.getByRole('button', { name: M.convert }).click();
  await expect(page.getByTestId(MT.address)).toHaveText(delegator.addr.toString());
  await page.getByRole('tab', { name: M.tabMdk }).click();
  await page.getByRole('textbox', { name: M.mdk, exact: true }).fill(b64(mdk));
  await page.getByRole('button', { name: M.convert }).nth(1).click();
  await expect(page.getByTestId(MT.mdkPhrase)).toBeAttached();

  // Each screen's state as it stands, and again after a reload (what survives the tab).
  const before = await keptByPage(page);
  await page.goto('/sandbox/contracts');
  await page.getByRole('heading', { name: C.title }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: C.title }).waitFor();
  const after = await keptByPage(page);

  expect([
    ...leaks('storage or IndexedDB', before),
    ...leaks('storage or IndexedDB after a reload', after),
    ...leaks('a URL', urls.join('\n')),
    ...leaks('the console', consoleLines.join('\n')),
  ]).toEqual([]);
  // The audit can see: the saved logic sig and the lab's draft are there, holding none of it.
  expect(after).toContain('Audit delegation');
  expect(after).toContain(walletName);
});

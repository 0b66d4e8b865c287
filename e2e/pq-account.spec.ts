import algosdk from 'algosdk';
import { LOGICSIG_LABELS as LS } from '../apps/web/src/features/logicsig/logicSigLabels';
import { PQ_LABELS as P } from '../apps/web/src/features/pq/pqLabels';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen, L } from './support/composeScreen';
import { saveScreen, setScreen, SCHEMES, WIDTHS } from './support/explorerScreens';
import { expect, test } from './support/fixtures';

const F = L.fields;
/** A Falcon-1024 signature adds two minimum fees (go: config/consensus.go PQSchemeFeeContribution). */
const PQ_FEE = '0.003';

/**
 * A post-quantum account end to end in the app: created on the PQ screen (Falcon loads only then),
 * funded from the dispenser, then the studio signs with its key a payment, an app call, and — after
 * a kmd account is rekeyed to it — a payment from the rekeyed account; each opens in the explorer.
 * It also delegates a logic sig on the logic-sig screen, which then pays from it.
 */
test('PQ account: create, fund, pay, call an app, authorise a rekeyed account; each in the explorer', async ({
  page,
  sandbox,
}, testInfo) => {
  test.setTimeout(240_000);
  const ledger = await ComposeLedger.connect(sandbox);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });

  await page.goto('/sandbox');
  await page.getByRole('navigation').getByRole('link', { name: 'PQ accounts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: P.title })).toBeVisible();
  await expect(page.getByText(P.none)).toBeVisible();
  const beforeCreate = scripts.length;
  await page.getByRole('button', { name: P.create }).click();
  const card = page.getByTestId(P.ids.card);
  await expect(card).toBeVisible({ timeout: 60_000 });
  // Falcon's code is fetched for the first key, not with the screen.
  expect(scripts.slice(0, beforeCreate).some((u) => /falcon/i.test(u))).toBe(false);
  expect(scripts.slice(beforeCreate).some((u) => /falcon/i.test(u))).toBe(true);
  const pq = (await card.getByTestId(P.ids.address).innerText()).trim();
  expect(algosdk.isValidAddress(pq)).toBe(true);
  await expect(card.getByTestId(P.ids.salt)).toContainText(/^\d+ /);

  await card.getByRole('button', { name: P.fund }).click();
  await expect(card.getByTestId(P.ids.status)).toContainText('Confirmed in round', { timeout: 30_000 });
  expect(await ledger.balance(pq)).toBe(10_000_000n);
  for (const scheme of SCHEMES)
    for (const width of WIDTHS) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `pq-account-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');

  const appId = (
    await ledger.send(
      [
        algosdk.makeApplicationCreateTxnFromObject({
          sender: ledger.funderAddress,
          suggestedParams: await ledger.params(),
          onComplete: algosdk.OnApplicationComplete.NoOpOC,
          approvalProgram: algosdk.base64ToBytes(await ledger.compile('#pragma version 10\nint 1')),
          clearProgram: algosdk.base64ToBytes(await ledger.compile('#pragma version 10\nint 1')),
          numGlobalByteSlices: 0,
          numGlobalInts: 0,
          numLocalByteSlices: 0,
          numLocalInts: 0,
        }),
      ],
      [ledger.funder],
    )
  )[0]!.applicationIndex!.toString();

  // In-app navigation keeps the key (it lives in the tab's memory, as a recovery phrase does).
  const s = new ComposeScreen(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Compose', exact: true }).click();
  await expect(page.getByRole('heading', { name: L.title })).toBeVisible({ timeout: 30_000 });
  const signWithPQ = page.getByRole('button', { name: P.signWith(P.keyLabel(pq)) });
  const flatFee = async () => {
    await s.openAdvanced();
    await s.choose(F.fee, 'flat');
    await s.fill({ [F.flatFee]: PQ_FEE });
  };
  /** Build, sign with the PQ key, send; the committed txid. */
  const signSendWithPQ = async (screenshots = false) => {
    await s.build();
    await expect(signWithPQ).toBeVisible();
    await expect(page.getByTestId(P.ids.feeShort)).toHaveCount(0);
    if (screenshots)
      for (const scheme of SCHEMES)
        for (const width of WIDTHS) {
          await setScreen(page, width, scheme);
          await saveScreen(page, testInfo, `pq-sign-${width}-${scheme}`);
        }
    await setScreen(page, 1280, 'light');
    await signWithPQ.click();
    await expect(s.stepper).toHaveAttribute('data-status', 'signed');
    await s.send();
    await expect(s.stepper).toHaveAttribute('data-status', 'committed');
    const [txid] = await page
      .getByTestId('compose-committed')
      .locator('ol')
      .getByRole('link')
      .allInnerTexts();
    return txid!;
  };

  await s.addTxn('pay', { [F.sender]: pq, [F.receiver]: ledger.funderAddress, [F.amountAlgo]: '1' });
  // At the suggested fee, the Falcon button says the node will want three minimum fees.
  await s.build();
  await expect(page.getByTestId(P.ids.feeShort)).toContainText('needs at least 0.003 ALGO');
  await page.getByRole('button', { name: L.rebuild }).click();
  await flatFee();
  const payTxid = await signSendWithPQ(true);
  const paid = await ledger.pending(payTxid);
  expect(paid.txn.pqsig?.sch).toEqual(new TextEncoder().encode('f1'));

  await s.newGroup();
  await s.addTxn('appl', { [F.sender]: pq, [F.appId]: appId }, { [F.onComplete]: 'noop' });
  await flatFee();
  const callTxid = await signSendWithPQ();
  expect((await ledger.pending(callTxid)).txn.pqsig?.pk).toEqual(paid.txn.pqsig?.pk);

  // A kmd account rekeyed to the PQ account (kmd signs the rekey), then sent from with the PQ key.
  const classic = (await ledger.kmdAccount(2_000_000n)).addr.toString();
  await s.newGroup();
  await s.addTxn('pay', { [F.sender]: classic, [F.receiver]: classic, [F.amountAlgo]: '0' });
  await s.openAdvanced();
  await s.fill({ [F.rekeyTo]: pq });
  const [rekeyTxid] = await s.buildSignSend();
  expect((await ledger.algod.accountInformation(classic).do()).authAddr?.toString()).toBe(pq);
  await s.newGroup();
  await s.addTxn('pay', { [F.sender]: classic, [F.receiver]: ledger.funderAddress, [F.amountAlgo]: '0.5' });
  await flatFee();
  const rekeyedTxid = await signSendWithPQ();
  expect((await ledger.pending(rekeyedTxid)).txn.sgnr?.toString()).toBe(pq);

  // The PQ account delegates a logic sig, which then pays from it at the PQ fee (three minimum fees).
  await page.getByRole('navigation').getByRole('link', { name: 'LogicSig', exact: true }).click();
  await page.getByRole('button', { name: LS.newLsig, exact: true }).click();
  await page.getByRole('textbox', { name: LS.editorLabel }).fill('#pragma version 10\nint 1\n');
  await page.getByRole('button', { name: LS.compile, exact: true }).click();
  await expect(page.getByText(LS.compiled, { exact: true })).toBeVisible({ timeout: 30_000 });
  const delegation = page.getByRole('region', { name: LS.delegate });
  await delegation.getByRole('radio', { name: LS.methodPQ }).check();
  await delegation.getByRole('button', { name: LS.delegateWithPQ }).click();
  await expect(page.getByTestId('lsig-delegated-by')).toHaveText(LS.delegatedByPQ(pq), { timeout: 30_000 });
  const before = await ledger.balance(pq);
  const sendPanel = page.getByRole('region', { name: LS.send });
  await sendPanel.getByLabel(LS.receiver, { exact: true }).fill(ledger.funderAddress);
  await sendPanel.getByLabel(LS.amount, { exact: true }).fill('0.2');
  await sendPanel.getByRole('button', { name: LS.sendIt }).click();
  await expect(page.getByTestId('lsig-send-outcome')).toContainText('Committed in round', {
    timeout: 30_000,
  });
  expect(await ledger.balance(pq)).toBe(before - 203_000n);

  for (const txid of [payTxid, callTxid, rekeyTxid!, rekeyedTxid]) {
    await page.goto(`/sandbox/transaction/${txid}`);
    await expect(page.getByTestId('param-transaction-id')).toHaveText(txid, { timeout: 30_000 });
    if (txid === rekeyTxid) await expect(page.getByTestId('txn-rekey-to')).toHaveText(pq);
  }
});

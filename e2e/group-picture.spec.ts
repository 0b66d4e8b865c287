import { join } from 'node:path';
import type { Page } from '@playwright/test';
import algosdk from 'algosdk';
import { BLOCK_LABELS } from '../apps/web/src/features/blocks/blockLabels';
import { e2eSandboxUrls } from './support/e2eEnv';
import { genesisAccount } from './support/explorerLedger';
import { SCHEMES, WIDTHS, setScreen } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { sandboxClients } from './support/kmdWallet';

/** On a call: pays the caller 1234 µAlgo, then opts its own account in to the call's first asset. */
const APPROVAL = `#pragma version 10
txn ApplicationID
bz done
itxn_begin
int pay
itxn_field TypeEnum
txn Sender
itxn_field Receiver
int 1234
itxn_field Amount
int 0
itxn_field Fee
itxn_next
int axfer
itxn_field TypeEnum
txna Assets 0
itxn_field XferAsset
global CurrentApplicationAddress
itxn_field AssetReceiver
int 0
itxn_field AssetAmount
int 0
itxn_field Fee
itxn_submit
done:
int 1
return`;

interface PictureLedger {
  funder: string;
  appId: bigint;
  groupId: string;
  /** An asset config, an offline key registration and a payment that rekeys its sender. */
  changesGroupId: string;
  rekeyed: string;
  /** A call of the same application on its own, with its two inner transactions. */
  soloCallTxid: string;
}

let ledger: PictureLedger;

/**
 * One group of five: 1 ALGO to the application's account, an opt-in to STT (2 decimals), 100 STT
 * (10000 base units), an app call making two inner transactions, and a close-out of 0.5 ALGO less
 * its fee; then one app call alone; then an asset config, an offline key registration and a
 * payment that rekeys its sender.
 */
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const urls = e2eSandboxUrls();
  const { algod, kmd } = sandboxClients(urls);
  const funder = await genesisAccount(kmd, algod);
  const holder = algosdk.generateAccount();
  const closer = algosdk.generateAccount();
  const rekeyed = algosdk.generateAccount();
  const sp = async () => algod.getTransactionParams().do();
  const send = async (txns: algosdk.Transaction[], signers: algosdk.Account[]) => {
    await algod.sendRawTransaction(txns.map((t, i) => t.signTxn(signers[i]!.sk))).do();
    return Promise.all(txns.map((t) => algosdk.waitForConfirmation(algod, t.txID(), 10)));
  };
  const pay = (
    from: algosdk.Account,
    to: string | algosdk.Address,
    amount: number,
    params: algosdk.SuggestedParams,
  ) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to,
      amount,
      suggestedParams: params,
    });

  const setup = await sp();
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    total: 1_000_000n,
    decimals: 2,
    defaultFrozen: false,
    assetName: 'Sextant test token',
    unitName: 'STT',
    manager: funder.addr,
    suggestedParams: setup,
  });
  const compile = async (source: string) =>
    new Uint8Array(Buffer.from((await algod.compile(source).do()).result, 'base64'));
  const app = algosdk.makeApplicationCreateTxnFromObject({
    sender: funder.addr,
    approvalProgram: await compile(APPROVAL),
    clearProgram: await compile('#pragma version 10\nint 1'),
    numGlobalInts: 0,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: setup,
  });
  const [created, appCreated] = await send(
    algosdk.assignGroupID([
      create,
      app,
      pay(funder, holder.addr, 1_000_000, setup),
      pay(funder, closer.addr, 500_000, setup),
      pay(funder, rekeyed.addr, 1_000_000, setup),
    ]),
    [funder, funder, funder, funder, funder],
  );
  const assetId = created!.assetIndex!;
  const appId = appCreated!.applicationIndex!;

  const call = (params: algosdk.SuggestedParams) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: funder.addr,
      appIndex: appId,
      foreignAssets: [assetId],
      // Pays both inner transactions' fees (fee pooling).
      suggestedParams: { ...params, fee: 3000n, flatFee: true },
    });
  const params = await sp();
  const group = algosdk.assignGroupID([
    pay(funder, algosdk.getApplicationAddress(appId), 1_000_000, params),
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      receiver: holder.addr,
      amount: 0,
      assetIndex: assetId,
      suggestedParams: params,
    }),
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: holder.addr,
      amount: 10_000,
      assetIndex: assetId,
      suggestedParams: params,
    }),
    call(params),
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: closer.addr,
      receiver: funder.addr,
      amount: 0,
      closeRemainderTo: funder.addr,
      suggestedParams: params,
    }),
  ]);
  await send(group, [funder, holder, funder, funder, closer]);
  const solo = call(await sp());
  await send([solo], [funder]);
  const later = await sp();
  const changes = algosdk.assignGroupID([
    algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      assetIndex: assetId,
      manager: funder.addr,
      reserve: funder.addr,
      freeze: funder.addr,
      clawback: funder.addr,
      suggestedParams: later,
    }),
    algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      suggestedParams: later,
    }),
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rekeyed.addr,
      receiver: rekeyed.addr,
      amount: 0,
      rekeyTo: funder.addr,
      suggestedParams: later,
    }),
  ]);
  await send(changes, [funder, holder, rekeyed]);
  ledger = {
    funder: funder.addr.toString(),
    appId,
    groupId: Buffer.from(group[0]!.group!).toString('base64'),
    soloCallTxid: solo.txID(),
    changesGroupId: Buffer.from(changes[0]!.group!).toString('base64'),
    rekeyed: rekeyed.addr.toString(),
  };
});

const short = (address: string) => `${address.slice(0, 5)}…${address.slice(-4)}`;

async function fontSize(page: Page): Promise<string> {
  return page
    .getByTestId('graph-label')
    .first()
    .evaluate((el) => getComputedStyle(el).fontSize);
}

test('a group: every arrow labelled with its kind and amount in units, the app its own column, a list for screen readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/sandbox/group/${encodeURIComponent(ledger.groupId)}`);
  const picture = page.getByTestId('group-flow');
  const labels = [
    'Payment 1 ALGO',
    'Opt-in STT',
    'Asset transfer 100 STT',
    `App call ${ledger.appId} · NoOp`,
    'Payment 0.001234 ALGO',
    'Opt-in STT',
    'Close-out 0.499 ALGO',
  ];
  await expect(picture.getByTestId('graph-label')).toHaveText(labels);
  await expect(picture.getByTestId('graph-column')).toHaveCount(4);
  await expect(picture.getByTestId('graph-column').nth(1)).toContainText(`App ${ledger.appId}`);

  // The same rows as sentences, for a screen reader.
  const list = page.getByRole('list', { name: BLOCK_LABELS.flow });
  await expect(list.getByRole('listitem')).toHaveCount(7);
  await expect(list.getByRole('listitem').first()).toHaveText(
    `1 Payment 1 ALGO from ${short(ledger.funder)} to App ${ledger.appId}`,
  );
  await expect(list.getByRole('listitem').nth(4)).toHaveText(
    `4.1 Payment 0.001234 ALGO from App ${ledger.appId} to ${short(ledger.funder)}`,
  );

  // The members list words the opt-in as the picture does (never "0 STT").
  const members = page.getByRole('list', { name: BLOCK_LABELS.members(5) });
  await expect(members.getByTestId('txn-amount').nth(1)).toHaveText('Opt-in STT');
  await expect(members.getByTestId('txn-amount').nth(2)).toHaveText('100 STT');

  // The page's text size, and the card's whole width (no scrolling needed at 1280 px).
  expect(await fontSize(page)).toBe('13px');
  const widths = await picture.evaluate((figure) => ({
    figure: figure.getBoundingClientRect().width,
    card: figure.parentElement!.getBoundingClientRect().width,
  }));
  expect(widths.figure).toBeGreaterThan(widths.card - 40);
  await expect(picture.getByTestId('scroll-cue-end')).toHaveAttribute('data-shown', 'false');

  // At 375 px: the page does not overflow; the picture scrolls, says so, and keeps its text size.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(picture.getByTestId('scroll-cue-end')).toHaveAttribute('data-shown', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await fontSize(page)).toBe('13px');
  await picture.locator('.overflow-x-auto').evaluate((el) => el.scrollBy({ left: 10_000 }));
  await expect(picture.getByTestId('scroll-cue-start')).toHaveAttribute('data-shown', 'true');
  await expect(picture.getByTestId('scroll-cue-end')).toHaveAttribute('data-shown', 'false');
});

test('an app call on its own shows its inner transactions in the picture on the transaction page', async ({
  page,
}) => {
  await page.goto(`/sandbox/transaction/${ledger.soloCallTxid}`);
  const picture = page.getByTestId('group-flow');
  await expect(picture.getByTestId('graph-label')).toHaveText([
    `App call ${ledger.appId} · NoOp`,
    'Payment 0.001234 ALGO',
    'Opt-in STT',
  ]);
  await expect(page.getByRole('list', { name: BLOCK_LABELS.flow }).getByRole('listitem').nth(2)).toHaveText(
    `1.2 Opt-in STT by App ${ledger.appId} to itself`,
  );
});

test('a rekey gets a marker and a sentence; asset config and key registration get marks of their kind', async ({
  page,
}, testInfo) => {
  await page.goto(`/sandbox/group/${encodeURIComponent(ledger.changesGroupId)}`);
  const picture = page.getByTestId('group-flow');
  await expect(picture.getByTestId('graph-label')).toHaveText([
    'Asset config STT',
    'Key registration',
    `Payment 0 ALGO${BLOCK_LABELS.rekeyMark(short(ledger.funder))}`,
  ]);
  await expect(picture.getByTestId('graph-mark')).toHaveCount(2);
  await expect(picture.getByTestId('graph-mark').nth(0)).toHaveAttribute('data-kind', 'assetConfig');
  await expect(picture.getByTestId('graph-mark').nth(1)).toHaveAttribute('data-kind', 'keyreg');
  await expect(picture.getByTestId('graph-rekey')).toHaveText(BLOCK_LABELS.rekeyMark(short(ledger.funder)));
  await expect(picture.getByTestId('graph-rekey')).toBeVisible();
  const list = page.getByRole('list', { name: BLOCK_LABELS.flow });
  await expect(list.getByRole('listitem').nth(2)).toHaveText(
    `3 Payment 0 ALGO by ${short(ledger.rekeyed)} to itself; rekeys the sender to ${short(ledger.funder)}`,
  );
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      const out = join(testInfo.project.outputDir, 'screens', `picture-changes-${width}-${scheme}`);
      await page.getByTestId('group-flow').screenshot({ path: `${out}-card.png` });
    }
});

for (const width of WIDTHS) {
  for (const scheme of SCHEMES) {
    test(`the picture at ${width}px, ${scheme}`, async ({ page }, testInfo) => {
      await setScreen(page, width, scheme);
      const shots: [string, string][] = [
        ['group', `/sandbox/group/${encodeURIComponent(ledger.groupId)}`],
        ['transaction', `/sandbox/transaction/${ledger.soloCallTxid}`],
      ];
      for (const [name, path] of shots) {
        await page.goto(path);
        await expect(page.getByTestId('graph-label').first()).toBeVisible();
        await expect(page.getByTestId('graph-label').getByText(/× asset/)).toHaveCount(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const out = join(testInfo.project.outputDir, 'screens', `picture-${name}-${width}-${scheme}`);
        await page.screenshot({ path: `${out}.png`, fullPage: true });
        await page.getByTestId('group-flow').screenshot({ path: `${out}-card.png` });
      }
    });
  }
}

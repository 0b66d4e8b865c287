import algosdk from 'algosdk';
import { formatAlgos } from '../packages/core/src/format/formatAlgos';
import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { BLOCK_LABELS } from '../apps/web/src/features/blocks/blockLabels';
import { SEARCH_LABELS } from '../apps/web/src/features/explore/search/searchLabels';
import { EXPLORER_LABELS } from '../apps/web/src/features/explore/explorerLabels';
import { TRANSACTION_LABELS } from '../apps/web/src/features/transactions/transactionLabels';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import { UI_LABELS } from '../apps/web/src/ui/uiLabels';
import { consoleNoise } from './support/consoleNoise';
import { e2eEnv } from './support/e2eEnv';
import { fillExplorerLedger, sendPayment, type ExplorerLedger } from './support/explorerLedger';
import { SCHEMES, WIDTHS, saveScreen, setScreen } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { networkQuiet } from './support/networkQuiet';

let ledger: ExplorerLedger;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ledger = await fillExplorerLedger({
    algod: e2eEnv('algodUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
});

test('an account: exact balance, rekey link, assets in their decimals, transactions', async ({ page }) => {
  await page.goto(`/sandbox/account/${ledger.holder}`);
  await expect(page.getByRole('heading', { name: ACCOUNT_LABELS.title })).toBeVisible();
  // 5 ALGO + 0.001 in the group − 0.2 out − three fees of 0.001.
  await expect(page.getByTestId('account-balance')).toHaveText('4.798 ALGO');
  await expect(page.getByTestId('account-min-balance')).toHaveText('0.2 ALGO');
  await expect(page.getByText(ACCOUNT_LABELS.rekeyedBadge, { exact: true })).toBeVisible();
  await page.getByTestId('account-auth-address').getByRole('link').click();
  await expect(page).toHaveURL(`/sandbox/account/${ledger.authorizer}`);
  await page.goBack();

  const transactions = page.getByRole('list', { name: ACCOUNT_LABELS.tabs.transactions });
  await expect(transactions.getByTestId('txn-row')).toHaveCount(6);
  await page.getByLabel('Type').selectOption('axfer');
  await page.getByRole('button', { name: SEARCH_LABELS.search }).click();
  await expect(page).toHaveURL(/\?tx-type=axfer$/);
  await expect(transactions.getByTestId('txn-row')).toHaveCount(2);
  await page.getByRole('tab', { name: ACCOUNT_LABELS.tabs.assets(1n) }).click();
  await expect(page).toHaveURL(/[?&]tab=assets$/);
  await expect(page.getByTestId('holding-row')).toContainText('1,234.56789 EXC');
  await expect(page.getByTestId('holding-row')).toContainText(ledger.assetName);
});

test('a payment with a note, a rekey and an asset transfer, each with its fields', async ({ page }) => {
  await page.goto(`/sandbox/transaction/${ledger.paymentTxid}`);
  await expect(page.getByTestId('param-transaction-id')).toHaveText(ledger.paymentTxid);
  await expect(page.getByTestId('field-amount')).toHaveText('5 ALGO');
  await expect(page.getByTestId('field-receiver')).toHaveText(ledger.holder);
  await expect(page.getByTestId('signature-kind')).toHaveText(TRANSACTION_LABELS.signatureKinds.single);
  await expect(page.getByTestId('note-value')).toHaveText(ledger.paymentNote);

  await page.goto(`/sandbox/transaction/${ledger.rekeyTxid}`);
  await expect(page.getByTestId('txn-rekey-to')).toHaveText(ledger.authorizer);

  await page.goto(`/sandbox/transaction/${ledger.transferTxid}`);
  await expect(page.getByTestId('field-amount')).toHaveText('1,234.56789 EXC');
  await page.getByTestId('field-asset-id').getByRole('link').click();
  await expect(page).toHaveURL(`/sandbox/asset/${ledger.assetId}`);
});

test('signature kinds: a 2-of-3 multisig with who signed, and a contract-account logic sig', async ({
  page,
}) => {
  await page.goto(`/sandbox/transaction/${ledger.multisigTxid}`);
  await expect(page.getByTestId('signature-kind')).toHaveText(
    TRANSACTION_LABELS.signatureKinds.multisig(2, 3),
  );
  const subsigners = page.getByRole('list', { name: TRANSACTION_LABELS.subsigners });
  for (const [i, member] of ledger.multisigMembers.entries()) {
    const row = subsigners.getByRole('listitem').nth(i);
    await expect(row.getByRole('link')).toHaveText(member);
    await expect(
      row.getByLabel(i < 2 ? TRANSACTION_LABELS.signed : TRANSACTION_LABELS.notSigned),
    ).toBeVisible();
  }

  await page.goto(`/sandbox/transaction/${ledger.logicSigTxid}`);
  await expect(page.getByTestId('signature-kind')).toHaveText(TRANSACTION_LABELS.signatureKinds.logicsig);
  await expect(page.getByText(TRANSACTION_LABELS.delegation.contract)).toBeVisible();
});

test('an application call with its log and its inner payment as a tree', async ({ page }) => {
  await page.goto(`/sandbox/transaction/${ledger.appCallTxid}`);
  await expect(page.getByTestId('field-application-id')).toHaveText(String(ledger.appId));
  // A printable log opens as text; its base64 is one toggle away.
  const log = page.getByTestId('txn-log').first();
  await expect(log).toHaveText('hello log');
  await page
    .getByRole('group', { name: UI_LABELS.bytesViewsOf(TRANSACTION_LABELS.log(1)) })
    .getByRole('button', { name: UI_LABELS.bytesViews.base64 })
    .click();
  await expect(log).toHaveText(Buffer.from('hello log').toString('base64'));
  const inner = page.getByRole('region', { name: TRANSACTION_LABELS.inner });
  await inner.getByText(EXPLORER_LABELS.txTypes['pay']!).click();
  await expect(inner).toContainText('0.001234 ALGO');
  await expect(inner.getByRole('link', { name: ledger.funder })).toBeVisible();
});

test('a block and a group: header, transactions, who pays whom', async ({ page }) => {
  await page.goto(`/sandbox/block/${ledger.paymentRound}`);
  await expect(page.getByTestId('param-round')).toHaveText(String(ledger.paymentRound));
  await expect(
    page.getByRole('list', { name: BLOCK_LABELS.transactions(1) }).getByTestId('txn-row'),
  ).toHaveCount(1);

  await page.goto(`/sandbox/transaction/${ledger.groupTxids[0]}`);
  await page.getByTestId('txn-group').getByRole('link').click();
  await expect(page.getByTestId('param-group-id')).toHaveText(ledger.groupId);
  await expect(page.getByRole('list', { name: BLOCK_LABELS.members(2) }).getByTestId('txn-row')).toHaveCount(
    2,
  );
  await expect(page.getByTestId('group-flow').getByTestId('graph-label')).toHaveText([
    'Payment 0.001 ALGO',
    'Payment 0.2 ALGO',
  ]);
});

test('the home screen lists the latest blocks and transactions and refreshes by itself', async ({ page }) => {
  await page.goto('/sandbox');
  const latest = page.getByRole('list', { name: EXPLORER_LABELS.latestTransactions });
  await expect(latest.getByTestId('txn-row').first()).toBeVisible();
  await expect(
    page.getByRole('list', { name: EXPLORER_LABELS.latestBlocks }).getByTestId('latest-block').first(),
  ).toBeVisible();

  // A new payment appears without a reload.
  const urls = { algod: e2eEnv('algodUrl'), token: e2eEnv('token') };
  const txid = await sendPayment(
    urls,
    ledger.funderAccount,
    algosdk.generateAccount().addr.toString(),
    100_000n,
  );
  await expect(latest.getByRole('link', { name: shortId(txid) })).toBeVisible({ timeout: 15_000 });
});

test('a never-funded account and an application whose account holds nothing: said so, with a quiet console', async ({
  page,
}) => {
  // An application nobody funded: its account, like a new address, is known to algod only.
  const algodUrl = new URL(e2eEnv('algodUrl'));
  const algod = new algosdk.Algodv2(e2eEnv('token'), algodUrl.origin, algodUrl.port);
  const program = new Uint8Array(
    Buffer.from((await algod.compile('#pragma version 10\nint 1').do()).result, 'base64'),
  );
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: ledger.funderAccount.addr,
    approvalProgram: program,
    clearProgram: program,
    numGlobalInts: 0,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(create.signTxn(ledger.funderAccount.sk)).do();
  const appId = (await algosdk.waitForConfirmation(algod, create.txID(), 10)).applicationIndex!;

  // Both are algod's reads: the indexer is never asked for an account it would answer 404 for (a
  // failed load in the console).
  const noise = consoleNoise(page);
  await page.goto(`/sandbox/account/${algosdk.generateAccount().addr.toString()}`);
  await expect(page.getByText(ACCOUNT_LABELS.neverSeen)).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('0 ALGO');
  await page.goto(`/sandbox/application/${appId}`);
  await expect(page.getByTestId('app-account-balance')).toHaveText('0 ALGO');
  await expect(page.getByText(APPLICATION_LABELS.appAccountUnread)).toHaveCount(0);
  await networkQuiet(page);
  expect(noise).toEqual([]);
});

test('a closed account: its closed state and its history, from the indexer', async ({ page }, testInfo) => {
  const algodUrl = new URL(e2eEnv('algodUrl'));
  const algod = new algosdk.Algodv2(e2eEnv('token'), algodUrl.origin, algodUrl.port);
  const urls = { algod: e2eEnv('algodUrl'), token: e2eEnv('token') };
  // Fund a new account, then close it out to the funder.
  const gone = algosdk.generateAccount();
  await sendPayment(urls, ledger.funderAccount, gone.addr.toString(), 1_000_000n);
  const close = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: gone.addr,
    receiver: ledger.funderAccount.addr,
    amount: 0n,
    closeRemainderTo: ledger.funderAccount.addr,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(close.signTxn(gone.sk)).do();
  const closedRound = (await algosdk.waitForConfirmation(algod, close.txID(), 10)).confirmedRound!;

  const noise = consoleNoise(page);
  await page.goto(`/sandbox/account/${gone.addr.toString()}`);
  await expect(page.getByText(ACCOUNT_LABELS.closed(closedRound))).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('0 ALGO');
  await expect(page.getByTestId('account-closed-round')).toHaveText(String(closedRound));
  await expect(page.getByText(ACCOUNT_LABELS.neverSeen)).toHaveCount(0);
  // Its history: the payment in and the close-out.
  const transactions = page.getByRole('list', { name: ACCOUNT_LABELS.tabs.transactions });
  await expect(transactions.getByTestId('txn-row')).toHaveCount(2);
  await expect(transactions.getByRole('link', { name: shortId(close.txID()) })).toBeVisible();
  // The close-out's row says what it closed out (1 ALGO in, less its fee), not just its 0 ALGO.
  const closeRow = transactions.getByTestId('txn-row').filter({ hasText: shortId(close.txID()) });
  const closedText = `+ ${formatAlgos(999_000n)} ${EXPLORER_LABELS.closedOut}`;
  await expect(closeRow.getByTestId('txn-closed')).toHaveText(closedText);
  await expect(closeRow.getByTestId('txn-amount')).toHaveText(`0 ALGO${closedText}`);
  await networkQuiet(page);
  expect(noise).toEqual([]);
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `explorer-closed-account-${width}-${scheme}`);
    }
});

function shortId(id: string): string {
  return `${id.slice(0, 6)}…${id.slice(-6)}`;
}

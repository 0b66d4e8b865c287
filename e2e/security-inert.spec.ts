import algosdk from 'algosdk';
import { APPLICATION_LABELS as A } from '../apps/web/src/features/applications/applicationLabels';
import { CONTRACTS_LABELS as C } from '../apps/web/src/features/contracts/contractsLabels';
import { DEBUG_LABELS as D } from '../apps/web/src/features/debug/debugLabels';
import { LOGICSIG_LABELS as LS } from '../apps/web/src/features/logicsig/logicSigLabels';
import { TRANSACTION_LABELS as T } from '../apps/web/src/features/transactions/transactionLabels';
import { deploy, openLab, pasteSpec, argBox, sendCall, simulateCall } from './support/contractsLab';
import { e2eEnv } from './support/e2eEnv';
import { expectInert, watchViolations } from './support/expectInert';
import { saveScreen, setScreen } from './support/explorerScreens';
import { genesisAccount } from './support/explorerLedger';
import { expect as baseExpect, test } from './support/fixtures';
import { EVIL, deployHostileApp, hostileApproval, type HostileApp } from './support/hostileApp';
import { sandboxClients } from './support/kmdWallet';

// Each test deploys, compiles or simulates on the real sandbox.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

let app: HostileApp;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  app = await deployHostileApp({ algod: e2eEnv('algodUrl'), kmd: e2eEnv('kmdUrl'), token: e2eEnv('token') });
});

test.beforeEach(async ({ page }) => {
  await watchViolations(page);
});

test('a hostile app spec attached on the application page, its events and logs on the transaction page: all text', async ({
  page,
}) => {
  await page.goto(`/sandbox/application/${app.appId}`);
  await page.getByText(A.spec.intro).click();
  await page.getByLabel(A.spec.paste).fill(JSON.stringify(app.spec));
  await page.getByRole('button', { name: A.spec.attach }).click();
  await expect(page.getByTestId('app-spec-attached')).toHaveText(A.spec.attached(EVIL.contractName, 56));
  const global = page.getByRole('table', { name: A.globalState });
  await expect(global).toContainText(EVIL.keyName);
  await expect(global).toContainText(EVIL.stored);
  await expectInert(page);

  await page.goto(`/sandbox/transaction/${app.callTxid}`);
  const events = page.getByTestId('txn-events');
  await expect(events).toContainText(EVIL.eventName);
  await expect(events).toContainText(EVIL.eventArg);
  await expect(events).toContainText(EVIL.eventData);
  await expect(page.getByText(T.events(EVIL.contractName))).toBeVisible();
  await expect(page.getByTestId('note-value')).toHaveText(EVIL.note);
  // A printable log is shown as text (hex and base64 a toggle away), never as markup.
  await expect(page.getByRole('region', { name: T.logs })).toContainText(EVIL.rawLog);
  await expectInert(page);

  // The attached app is listed under the lab's My contracts, its hostile name as text.
  await openLab(page);
  const mine = page.getByTestId('lab-my-contracts').locator(`[data-app="${app.appId}"]`);
  await expect(mine).toContainText(EVIL.contractName);
  await expect(mine).toHaveAttribute('data-status', 'live');
  await expectInert(page);
});

test('the contract lab: a hostile spec deployed from its own TEAL, called, its failure opened in the debugger: all text', async ({
  page,
}, testInfo) => {
  await openLab(page);
  await pasteSpec(page, JSON.stringify(app.spec));
  await expect(page.getByTestId('lab-spec-name')).toHaveText(EVIL.contractName);
  await expect(page.getByText(EVIL.contractDesc)).toBeVisible();
  await expectInert(page);
  await deploy(page);

  const method = page
    .getByRole('list', { name: C.actions })
    .getByRole('button')
    .filter({ hasText: EVIL.methodName });
  await method.click();
  await expect(page.getByText(EVIL.argName).first()).toBeVisible();
  await argBox(page, 0).fill(EVIL.eventData);
  await expectInert(page);
  await sendCall(page);
  await expect(page.getByTestId('lab-return')).toContainText(EVIL.returned);
  const events = page.getByTestId('lab-events');
  await expect(events).toContainText(EVIL.eventName);
  await expect(events).toContainText(EVIL.eventData);
  // the raw log is printable, so it is shown as its text: markup that stays text
  await expect(page.getByTestId('lab-logs')).toContainText(EVIL.rawLog);
  await expectInert(page);
  await setScreen(page, 375, 'dark');
  await saveScreen(page, testInfo, 'security-inert-lab-375-dark');
  await setScreen(page, 1280, 'light');

  // The same program fails on an empty argument: the debugger opens it with the spec's TEAL.
  await argBox(page, 0).fill('');
  await simulateCall(page);
  await page.getByTestId('lab-debug').click();
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('debug-listing-origin')).toHaveText(D.bySpec(EVIL.contractName));
  await expect(page.getByTestId('debug-listing')).toContainText(EVIL.tealComment);
  await expectInert(page);
});

test('TEAL with markup in the logic-sig editor, its compile error, and the debugger it hands to: all text', async ({
  page,
}) => {
  const bad = '<img src=c onerror=window.__pwned=16>';
  await page.goto('/sandbox/logicsig');
  const editor = page.getByRole('textbox', { name: LS.editorLabel });
  await editor.fill(`#pragma version 10\n${EVIL.tealComment}\n${bad}\nint 1`);
  await page.getByRole('button', { name: LS.compile, exact: true }).click();
  // The assembler names the first word of the line it could not read: the markup, as text.
  await expect(page.getByTestId('lsig-diagnostics')).toContainText('Line 3: unknown opcode: <img');
  await expect(editor).toContainText(EVIL.tealComment);
  await expectInert(page);

  const source = `#pragma version 10\n${EVIL.tealComment}\nbyte "${EVIL.rawLog}"\npop\nint 1\nint 2\n==`;
  await editor.fill(source);
  await page.getByRole('button', { name: LS.compile, exact: true }).click();
  await expect(page.getByText(LS.compiled, { exact: true })).toBeVisible();
  const send = page.getByRole('region', { name: LS.send });
  await send.getByLabel(LS.receiver, { exact: true }).fill(algosdk.generateAccount().addr.toString());
  await send.getByLabel(LS.amount, { exact: true }).fill('0.1');
  await send.getByRole('button', { name: LS.tryIt }).click();
  await expect(page.getByTestId('lsig-send-outcome')).toBeVisible();
  await expectInert(page);
  await page.getByTestId('lsig-debug').click();
  await expect(page.getByTestId('debug-listing-origin')).toHaveText(D.bySource);
  await expect(page.getByTestId('debug-listing')).toContainText(EVIL.tealComment);
  await expect(page.getByTestId('debug-listing')).toContainText(EVIL.rawLog);
  await expectInert(page);
});

test('a hostile trace file and a hostile goal file (with its dry-run) opened in the debugger: all text', async ({
  page,
  sandbox,
}) => {
  const { algod, kmd } = sandboxClients(sandbox);
  const funderSp = await algod.getTransactionParams().do();
  const method = algosdk.ABIMethod.fromSignature(`${EVIL.methodName}(string)(string)`);
  const sender = await genesisAccount(kmd, algod);
  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: sender.addr,
    appIndex: app.appId,
    appArgs: [method.getSelector(), new TextEncoder().encode(EVIL.eventData)],
    note: new TextEncoder().encode(EVIL.note),
    suggestedParams: funderSp,
  });
  // A trace the node really made, with a failure message of the attacker's choosing.
  const simulated = await algod
    .simulateTransactions(
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [
          new algosdk.modelsv2.SimulateRequestTransactionGroup({
            txns: [new algosdk.SignedTransaction({ txn: call })],
          }),
        ],
        allowEmptySignatures: true,
        allowUnnamedResources: true,
        execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({
          enable: true,
          stackChange: true,
          scratchChange: true,
          stateChange: true,
        }),
      }),
    )
    .do();
  const trace = JSON.parse(algosdk.encodeJSON(simulated)) as {
    'txn-groups': { 'failure-message'?: string; 'failed-at'?: number[] }[];
  };
  trace['txn-groups'][0]!['failure-message'] = EVIL.failure;
  trace['txn-groups'][0]!['failed-at'] = [0];

  await page.goto('/sandbox/debug');
  await page.getByTestId('debug-file').setInputFiles({
    name: 'evil.trace.avm.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(trace)),
  });
  await expect(page.getByText(D.fromTrace)).toBeVisible();
  await expect(page.getByTestId('debug-failure-message')).toContainText(EVIL.failure);
  await expect(page.getByTestId('debug-txn-1')).toContainText(EVIL.rawLog);
  await expectInert(page);

  // A goal .stxn of the same call (signed, with the markup note): opened, dry-run built and run.
  await page.getByRole('button', { name: D.clear }).click();
  await page.getByTestId('debug-file').setInputFiles({
    name: 'evil.stxn',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(call.signTxn(sender.sk)),
  });
  await expect(page.getByTestId('debug-group-size')).toHaveText(D.groupOf(1));
  await page.getByTestId('debug-simulate').click();
  await expect(page.getByTestId('debug-txn-1')).toContainText(EVIL.rawLog);
  await page.getByTestId('debug-build-dryrun').click();
  await page.getByTestId('debug-run-dryrun').click();
  await expect(page.getByTestId('debug-dryrun-result')).toBeVisible();
  await expectInert(page);
  // The program's own TEAL, as the node disassembles it, is text too.
  expect(hostileApproval()).toContain(EVIL.tealComment);
});

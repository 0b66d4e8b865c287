import { ABI_MESSAGES } from '../packages/core/src/abi/abiMessages';
import { SPEC_MESSAGES } from '../packages/core/src/contracts/contractMessages';
import { sandboxClients } from './support/kmdWallet';
import algosdk from 'algosdk';
import { COMPOSE_LABELS } from '../apps/web/src/features/compose/composeLabels';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import { EXPLORER_LABELS } from '../apps/web/src/features/explore/explorerLabels';
import { TRANSACTION_LABELS } from '../apps/web/src/features/transactions/transactionLabels';
import { CONTRACTS_LABELS as L } from '../apps/web/src/features/contracts/contractsLabels';
import { LOGICSIG_LABELS as G } from '../apps/web/src/features/logicsig/logicSigLabels';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen } from './support/composeScreen';
import {
  action,
  argBox,
  deploy,
  loadSpecFile,
  openLab,
  pasteSpec,
  refSpecText,
  replaceSpec,
  sendCall,
  shootLab,
} from './support/contractsLab';
import { expect, test, type SandboxUrls } from './support/fixtures';

// each test deploys and calls on the real sandbox; the State walk-through does a dozen round trips
test.describe.configure({ timeout: 180_000 });

test('HelloWorld (puya, ARC-56): deploy by bare create, simulate then send a call, decoded return', async ({
  page,
}) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/hello_world_arc4/HelloWorldContract.arc56.json');
  await expect(page.getByTestId('lab-spec-name')).toHaveText('HelloWorldContract');
  const appId = await deploy(page);
  await expect(page.getByLabel(L.appId)).toHaveValue(String(appId));
  await action(page, 'hello').click();
  await expect(page.getByTestId('lab-signature')).toHaveText('hello(string)string');
  await page.getByLabel('name').fill('Sextant');
  // the encoding preview: selector, then the ABI string (2-byte length, then the text)
  await expect(page.getByTestId('lab-encoded')).toContainText('000753657874616e74');
  await page.getByRole('button', { name: L.simulate }).click();
  await expect(page.getByText(L.simulated)).toBeVisible();
  await expect(page.getByTestId('lab-return')).toHaveText('Hello, Sextant');
  await page.getByRole('button', { name: L.send, exact: true }).click();
  await expect(page.getByText(/^Committed in round \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('lab-return')).toHaveText('Hello, Sextant');
  // the committed call's page reads it by the spec the deploy attached: method, argument, return
  await page.getByTestId('lab-txid').getByRole('link').click();
  const method = page.getByTestId('txn-method');
  await expect(method.getByTestId('txn-method-signature')).toHaveText('hello(string)string', {
    timeout: 20_000,
  });
  await expect(method.getByTestId('txn-method-arg')).toHaveText(['name stringSextant']);
  await expect(method.getByTestId('txn-method-return-value')).toHaveText('Hello, Sextant');
  // the app's page lists the attached spec's methods
  await page.goto(`/sandbox/application/${appId}`);
  await expect(page.getByTestId('app-method')).toContainText(['hello(string)string']);
  // and hands a method to the lab: the spec open on this app, the method chosen, the fragment dropped
  await page.getByRole('link', { name: APPLICATION_LABELS.spec.callInLab('hello') }).click();
  await expect(page.getByTestId('lab-signature')).toHaveText('hello(string)string', { timeout: 30_000 });
  await expect(page.getByLabel(L.appId)).toHaveValue(String(appId));
  await expect(page).toHaveURL(/\/sandbox\/contracts$/);
  // an app with no spec attached here is said so, nothing loaded
  await page.goto('/sandbox/contracts#app=999999');
  await expect(page.getByTestId('lab-handed-problem')).toHaveText(L.noAttached('999999'));
});

test('State (algokit, ARC-56): template variables, readonly calls with no signature, defaults, uint edges, ARC-56 error', async ({
  page,
  sandbox,
}, testInfo) => {
  await openLab(page);
  await pasteSpec(page, refSpecText('algokit-utils-ts/state/State.arc56.json'));
  await expect(page.getByTestId('lab-spec-name')).toHaveText('State');
  // template variables as typed fields: UPDATABLE / DELETABLE as toggles, VALUE as a uint64
  await page.getByLabel('TMPL_UPDATABLE').check();
  await page.getByLabel('TMPL_DELETABLE').check();
  await page.getByLabel('TMPL_VALUE').fill('18446744073709551616');
  await page.getByRole('button', { name: `${L.create} · ${L.send}` }).click();
  await expect(page.getByText(ABI_MESSAGES.tooBig(64, 18446744073709551615n))).toBeVisible();
  await expect(page.getByText(L.fixFirst)).toBeVisible();
  await page.getByLabel('TMPL_VALUE').fill('42');
  const appId = await deploy(page);
  expect(appId).toBeGreaterThan(0n);

  // readonly: runs by simulate as soon as it is picked, nothing to sign
  await action(page, 'error').click();
  await expect(page.getByText(L.autoRun)).toBeVisible();
  await expect(page.getByRole('button', { name: L.send, exact: true })).toHaveCount(0);
  await expect(page.getByTestId('lab-contract-error')).toHaveText('Deliberate error');
  await shootLab(page, testInfo, 'error');

  // a literal default filled in and marked, and the readonly call answers with it
  await action(page, 'default_value').click();
  await expect(page.getByLabel('arg_with_default')).toHaveValue('default value');
  await expect(page.getByText(L.defaultFrom('literal'))).toBeVisible();
  await expect(page.getByTestId('lab-return')).toHaveText('default value');
  // a uint64 literal default
  await action(page, 'default_value_int').click();
  await expect(page.getByLabel('arg_with_default')).toHaveValue('123');
  await expect(page.getByTestId('lab-return')).toHaveText('123');

  // uint64 edges: the maximum passes, one more is refused at the field with the rule
  await action(page, 'call_abi_uint64_readonly').click();
  const input = page.getByLabel('input', { exact: true });
  await input.fill('18446744073709551615');
  await expect(page.getByTestId('lab-return')).toHaveText('18446744073709551615');
  await input.fill('18446744073709551616');
  await expect(page.getByText(ABI_MESSAGES.tooBig(64, 18446744073709551615n))).toBeVisible();

  // set global state, then a default read from it
  await action(page, 'set_global').click();
  const fields = page.locator('[data-arg]');
  await fields.nth(0).getByRole('textbox').fill('11');
  await fields.nth(1).getByRole('textbox').fill('22');
  await fields.nth(2).getByRole('textbox').fill('hello');
  await fields.nth(3).getByRole('textbox').fill('01020304');
  await page.getByRole('button', { name: L.send, exact: true }).click();
  await expect(page.getByText(/^Committed in round \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('lab-outcome')).toContainText('int1');
  await action(page, 'default_value_from_global_state').click();
  await expect(page.getByLabel('arg_with_default')).toHaveValue('11');
  await expect(page.getByText(L.defaultFrom('global'))).toBeVisible();
  await expect(page.getByTestId('lab-return')).toHaveText('11');

  await shootLab(page, testInfo, 'readonly-default');

  // the studio maps the same failure through the app's approval program (issue 33 item 6): State's
  // pcs are cblocks-relative, so the studio reads the program from algod to place the error
  const studio = new ComposeScreen(page);
  await studio.open();
  const selector = algosdk.bytesToHex(algosdk.ABIMethod.fromSignature('error()void').getSelector());
  const ledger = await ComposeLedger.connect(sandbox);
  await studio.addTxn('appl', {
    [COMPOSE_LABELS.fields.sender]: ledger.funderAddress,
    [COMPOSE_LABELS.fields.appId]: String(appId),
  });
  await studio.editor
    .getByRole('button', { name: COMPOSE_LABELS.addItem(COMPOSE_LABELS.fields.args) })
    .click();
  await studio.fill({ [`${COMPOSE_LABELS.fields.args} 1`]: `hex:${selector}` });
  await studio.build();
  await expect(page.getByTestId('compose-simulated-contract-error')).toHaveText('Deliberate error');
  // a failing group gets nothing added at Build: it is shown as written, failure and all
  await expect(page.getByTestId('compose-prepared')).toHaveCount(0);
});

/**
 * Creates a caller app with no spec of its own, then calls it: it calls `method` on `appId` as an
 * inner transaction, with `args` (hex, ARC-4 encoded). Returns the outer call's txid.
 */
async function callAsInner(sandbox: SandboxUrls, appId: bigint, method: string, args: string[]) {
  const ledger = await ComposeLedger.connect(sandbox);
  const caller = [
    '#pragma version 10',
    'txn ApplicationID',
    'bz create',
    'itxn_begin',
    'int appl',
    'itxn_field TypeEnum',
    'txn Applications 1',
    'itxn_field ApplicationID',
    `method "${method}"`,
    'itxn_field ApplicationArgs',
    ...args.flatMap((hex) => [`byte 0x${hex}`, 'itxn_field ApplicationArgs']),
    'int 0',
    'itxn_field Fee',
    'itxn_submit',
    'create:',
    'int 1',
    'return',
  ].join('\n');
  const clear = await ledger.compile('#pragma version 10\nint 1');
  const [created] = await ledger.send(
    [
      algosdk.makeApplicationCreateTxnFromObject({
        sender: ledger.funder.addr,
        approvalProgram: algosdk.base64ToBytes(await ledger.compile(caller)),
        clearProgram: algosdk.base64ToBytes(clear),
        numGlobalInts: 0,
        numGlobalByteSlices: 0,
        numLocalInts: 0,
        numLocalByteSlices: 0,
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        suggestedParams: await ledger.params(),
      }),
    ],
    [ledger.funder],
  );
  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: ledger.funder.addr,
    appIndex: created!.applicationIndex!,
    foreignApps: [appId],
    suggestedParams: { ...(await ledger.params()), fee: 2000n, flatFee: true },
  });
  await ledger.send([call], [ledger.funder]);
  return call.txID();
}

test('an inner ARC-4 call to an app with a spec is read by that spec in the inner tree', async ({
  page,
  sandbox,
}) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/hello_world_arc4/HelloWorldContract.arc56.json');
  const hello = await deploy(page);
  // a caller with no spec of its own calls hello("inner") on the app it is given
  const txid = await callAsInner(sandbox, hello, 'hello(string)string', ['0005696e6e6572']);
  await page.goto(`/sandbox/transaction/${txid}`);
  const inner = page.getByRole('region', { name: TRANSACTION_LABELS.inner });
  await inner.getByText(EXPLORER_LABELS.txTypes['appl']!).click();
  await expect(inner.getByTestId('txn-method-signature')).toHaveText('hello(string)string');
  await expect(inner.getByTestId('txn-method-arg')).toHaveText(['name stringinner']);
  await expect(inner.getByTestId('txn-method-return-value')).toHaveText('Hello, inner');
  // and its own log, the ARC-4 return it wrote
  await expect(inner.getByTestId('inner-log')).toHaveText([
    `151f7c75000c${Buffer.from('Hello, inner').toString('hex')}`,
  ]);
  // the caller itself has no spec: no method panel of its own
  await expect(page.getByTestId('txn-method')).toHaveCount(1);
});

test('EventEmitter (puya, ARC-28): an emitted event shown decoded by name, in the lab and in an inner call', async ({
  page,
  sandbox,
}, testInfo) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/arc_28/EventEmitter.arc56.json');
  await deploy(page);
  await action(page, 'emit_swapped').click();
  const fields = page.locator('[data-arg]');
  await fields.nth(0).getByRole('textbox').fill('7');
  await fields.nth(1).getByRole('textbox').fill('9');
  await page.getByRole('button', { name: L.send, exact: true }).click();
  await expect(page.getByText(/^Committed in round \d+$/)).toBeVisible({ timeout: 20_000 });
  const events = page.getByTestId('lab-events');
  await expect(events).toContainText('Swapped');
  await expect(events.locator('li').first()).toContainText('a');
  await expect(events.locator('li').first()).toContainText('7');
  await expect(events.locator('li').first()).toContainText('9');
  await shootLab(page, testInfo, 'events');
  // emitted by an inner call, the event is read by the emitter's spec in the inner tree
  const emitter = BigInt(await page.getByLabel(L.appId).inputValue());
  const txid = await callAsInner(sandbox, emitter, 'emit_swapped(uint64,uint64)void', [
    '0000000000000007',
    '0000000000000009',
  ]);
  await page.goto(`/sandbox/transaction/${txid}`);
  const inner = page.getByRole('region', { name: TRANSACTION_LABELS.inner });
  await inner.getByText(EXPLORER_LABELS.txTypes['appl']!).click();
  await expect(inner.getByTestId('txn-method-signature')).toHaveText('emit_swapped(uint64,uint64)void');
  const innerEvents = inner.getByTestId('inner-events');
  await expect(innerEvents).toContainText('Swapped');
  await expect(innerEvents.locator('li').first()).toContainText('7');
  await expect(innerEvents.locator('li').first()).toContainText('9');
});

test('ARC-56 networks, compilerInfo and recommendations: app id offered for this network, compiler shown, resources pre-filled', async ({
  page,
  sandbox,
}, testInfo) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/hello_world_arc4/HelloWorldContract.arc56.json');
  // What compiled it, and that it carries TEAL and bytecode.
  await expect(page.getByTestId('lab-spec-compiler')).toHaveText(
    `${L.compiledBy('puya', '99.99.99')} · ${L.programsIn(true, true)}`,
  );
  const appId = await deploy(page);

  // The same spec listing that app for this network (by genesis hash), beside two bad entries,
  // and recommending resources for `hello`.
  const { algod } = sandboxClients(sandbox);
  const genesis = Buffer.from((await algod.getTransactionParams().do()).genesisHash!).toString('base64');
  const json = JSON.parse(refSpecText('puya/hello_world_arc4/HelloWorldContract.arc56.json')) as {
    networks: unknown;
    methods: Record<string, unknown>[];
  };
  json.networks = { [genesis]: { appID: Number(appId) }, 'not-a-hash': { appID: 1 } };
  json.methods[0]!['recommendations'] = {
    innerTransactionCount: 2,
    apps: [Number(appId)],
    boxes: [{ key: 'Ym94' }],
  };
  await replaceSpec(page);
  await pasteSpec(page, JSON.stringify(json));
  await expect(page.getByLabel(L.appId)).toHaveValue(String(appId));
  await expect(page.getByTestId('lab-networks-app')).toHaveText(L.fromNetworks(String(appId)));
  await expect(
    page.getByText(SPEC_MESSAGES.noteBadNetwork('not-a-hash', SPEC_MESSAGES.notGenesisHash)),
  ).toBeVisible();
  // Cleared to deploy anew: not filled again, but offered.
  await page.getByLabel(L.appId).fill('');
  await expect(page.getByRole('button', { name: L.pickNetworksApp(String(appId)) })).toBeVisible();
  await page.getByRole('button', { name: L.pickNetworksApp(String(appId)) }).click();
  await expect(page.getByLabel(L.appId)).toHaveValue(String(appId));

  // `hello` picked: its recommendations pre-fill the resources and the inner transactions' fee.
  await action(page, 'hello').click();
  await expect(page.getByTestId('lab-recommended')).toHaveText(
    L.recommended(L.recommendedParts({ inners: 2, boxes: 1, accounts: 0, apps: 1, assets: 0 })),
  );
  await expect(page.getByTestId('lab-resources')).toContainText(`app ${appId}`);
  await expect(page.getByTestId('lab-resources')).toContainText(`box box of app ${L.thisApp}`);
  await expect(page.getByLabel(L.innerFees)).toHaveValue('2');
  // Editable: one pre-filled resource taken back, the others kept.
  await page.getByRole('button', { name: L.removeResource(`box box of app ${L.thisApp}`) }).click();
  await expect(page.getByTestId('lab-resources')).not.toContainText('box box');
  await expect(page.getByTestId('lab-resources')).toContainText(`app ${appId}`);
  // Editable: the fee field takes another count; the call still simulates.
  await page.getByLabel(L.innerFees).fill('0');
  await page.getByLabel('name').fill('spec');
  await page.getByRole('button', { name: L.simulate }).click();
  await expect(page.getByTestId('lab-return')).toHaveText('Hello, spec');
  await shootLab(page, testInfo, 'spec-extras');
});

test('a malformed spec is refused with what is wrong and where', async ({ page }) => {
  await openLab(page);
  const bad = JSON.parse(refSpecText('puya/hello_world_arc4/HelloWorldContract.arc56.json')) as {
    methods: { args: { type: string }[] }[];
  };
  (bad.methods[0]?.args[0] as { type: string }).type = 'uint7';
  await pasteSpec(page, JSON.stringify(bad));
  await expect(page.getByTestId('lab-spec-error')).toHaveText(
    `methods[0].args[0].type: ${ABI_MESSAGES.uintBits('7')}`,
  );
});

test('a saved logic sig (an escrow) signs a lab call as its sender', async ({ page, sandbox }) => {
  const ledger = await ComposeLedger.connect(sandbox);
  const teal = '#pragma version 10\nint 1\n';
  const program = algosdk.base64ToBytes((await ledger.algod.compile(teal).do()).result);
  const escrow = new algosdk.LogicSigAccount(program).address().toString();
  await ledger.pay(ledger.funder, escrow, 1_000_000n);
  // saved on the logic sig page, the way a person keeps one to sign with elsewhere
  await page.goto('/sandbox/logicsig');
  await page.getByRole('textbox', { name: G.editorLabel }).fill(teal);
  await page.getByRole('button', { name: G.compile, exact: true }).click();
  await page.getByLabel(G.name, { exact: true }).fill('Lab escrow');
  await page.getByRole('button', { name: G.save }).click();
  await expect(page.getByTestId('lsig-saved')).toContainText('Lab escrow');

  await openLab(page);
  await loadSpecFile(page, 'puya/hello_world_arc4/HelloWorldContract.arc56.json');
  await deploy(page);
  await action(page, 'hello').click();
  await argBox(page, 0).fill('escrow');
  await page.getByLabel(L.signWith).selectOption('logicsig');
  await page
    .getByLabel(G.pickerLabel, { exact: true })
    .selectOption({ label: `Lab escrow (${G.kindEscrow})` });
  // picking it makes its address the sender
  await expect(page.getByLabel(L.sender)).toHaveValue(escrow);
  await sendCall(page);
  await expect(page.getByTestId('lab-return')).toHaveText('Hello, escrow');
});

import algosdk from 'algosdk';
import { CONTRACTS_LABELS as L } from '../apps/web/src/features/contracts/contractsLabels';
import { COMPOSE_LABELS } from '../apps/web/src/features/compose/composeLabels';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen } from './support/composeScreen';
import {
  action,
  argBox,
  deploy,
  loadSpecFile,
  openLab,
  refSpecPath,
  refSpecText,
  replaceSpec,
  sendCall,
  simulateAndAddResources,
  shootLab,
  simulateCall,
} from './support/contractsLab';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { generateKeyPairSync, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The reference specs (../shared/reference/app-specs) deployed and called through the lab: the
 * argument kinds, defaults and results the first spec file does not reach. One ledger for the file:
 * the sandbox's funded kmd account deploys, and Node funds apps and makes assets.
 */
test.describe.configure({ timeout: 150_000 });

let ledger: ComposeLedger;
test.beforeAll(async ({ sandbox }) => {
  ledger = await ComposeLedger.connect(sandbox);
});

/** The lab's sender (kmd's first account) with its key, so Node can make assets it holds. */
async function labSender(page: Page): Promise<algosdk.Account> {
  const address = await page.getByLabel(L.sender).inputValue();
  const { wallets } = (await ledger.kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const id = wallets.find((w) => w.name === 'unencrypted-default-wallet')?.id ?? '';
  const { wallet_handle_token: handle } = (await ledger.kmd.initWalletHandle(id, '')) as {
    wallet_handle_token: string;
  };
  const { private_key: sk } = (await ledger.kmd.exportKey(handle, '', address)) as {
    private_key: Uint8Array;
  };
  await ledger.kmd.releaseWalletHandle(handle);
  return { addr: algosdk.Address.fromString(address), sk };
}

async function fundApp(appId: bigint): Promise<void> {
  await ledger.pay(ledger.funder, algosdk.getApplicationAddress(appId).toString(), 2_000_000n);
}

test('puya: ufixed arguments in an ARC-28 event; a nested struct with a dynamic array of tuples written to a box', async ({
  page,
}, testInfo) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/arc_28/EventEmitter.arc56.json');
  await deploy(page);
  await action(page, 'emit_ufixed').click();
  await argBox(page, 0).fill('1.5');
  await argBox(page, 1).fill('12.34');
  await simulateCall(page);
  const event = page.getByTestId('lab-events').locator('li').first();
  await expect(event).toContainText('AnEvent');
  await expect(event).toContainText('12.34');
  // ufixed64x2 takes two decimals at most, exactly
  await argBox(page, 1).fill('12.345');
  await expect(page.locator('[data-arg]').nth(1)).toContainText(/decimal/i);

  await replaceSpec(page);
  await loadSpecFile(page, 'puya/box_storage/BoxContract.arc56.json');
  const appId = await deploy(page);
  await fundApp(appId);
  await action(page, 'set_nested_struct').click();
  const arg = page.locator('[data-arg]').first();
  // NestedStruct(a, inner(c, arr_arr, d), woah (uint64,uint64[][],uint64)[], b): one tuple in woah
  await arg.getByRole('button', { name: `${L.add} woah` }).click();
  const boxes = arg.getByRole('textbox');
  await expect(boxes).toHaveCount(6);
  for (let i = 0; i < 6; i++) await boxes.nth(i).fill(String(i + 1));
  await expect(page.getByTestId('lab-encoded')).not.toContainText(L.encodedEmpty);
  // the box it writes is not named by the arguments: simulate reports it, one click adds it
  await simulateAndAddResources(page);
  await expect(page.getByTestId('lab-resources')).toContainText('box');
  await sendCall(page);
  const changes = page.getByTestId('lab-state-changes');
  // the struct's box ("box", a name the spec does not declare) written with the encoded struct, as hex
  await expect(changes).toContainText(/^box\s*box\s*=\s*[0-9a-f]+/);

  // the lab with a nested form and a result with box changes, as a person sees it
  await shootLab(page, testInfo, 'struct-box');
});

test('algokit: ABI create, nested struct round trip, pay and appl transaction arguments (ARC-32), defaults from a method and from local state', async ({
  page,
}) => {
  await openLab(page);
  await loadSpecFile(page, 'algokit-utils-ts/nested_struct/NestedStruct.arc56.json');
  await action(page, 'createApplication').click();
  const nested = await deploy(page);
  await fundApp(nested);
  await action(page, 'setValue').click();
  await argBox(page, 0).fill('1');
  await argBox(page, 1).fill('deep');
  await sendCall(page);
  await action(page, 'getValue').click();
  await argBox(page, 0).fill('1');
  await simulateCall(page);
  await expect(page.getByTestId('lab-return')).toContainText('"a": "deep"');

  await replaceSpec(page);
  await loadSpecFile(page, 'algokit-utils-ts/client/TestContract.arc32.json');
  await action(page, 'createApplication').click();
  const testApp = await deploy(page);
  const sender = await page.getByLabel(L.sender).inputValue();
  // pay: a group member placed before the call; the method returns its sender
  await action(page, 'txnArg').click();
  const pay = page.locator('[data-arg]').first();
  await pay.getByLabel('Receiver', { exact: true }).fill(sender);
  await pay.getByLabel('Amount (ALGO)', { exact: true }).fill('0.1');
  await simulateCall(page);
  await expect(page.getByTestId('lab-return')).toHaveText(sender);
  // appl: a call of this same app's helloWorld() before it; the method returns its app id
  await action(page, 'methodArg').click();
  const appl = page.locator('[data-arg]').first();
  await appl.getByLabel('Application id (empty: create)', { exact: true }).fill(String(testApp));
  await appl.getByRole('button', { name: 'Add to Arguments' }).click();
  const hello = algosdk.bytesToHex(algosdk.ABIMethod.fromSignature('helloWorld()string').getSelector());
  await appl.getByLabel('Arguments 1', { exact: true }).fill(`hex:${hello}`);
  await sendCall(page);
  await expect(page.getByTestId('lab-return')).toHaveText(String(testApp));

  await replaceSpec(page);
  await loadSpecFile(page, 'algokit-utils-ts/testing-app/application.json');
  await action(page, 'create_abi').click();
  await argBox(page, 0).fill('hi');
  // TMPL_VALUE is found in its TEAL (ARC-32 declares no template variables): typed as a uint64
  await page.getByLabel('TMPL_VALUE').fill('7');
  await deploy(page);
  // call_abi is readonly: it simulates by itself as it is typed. Picking opt_in while that simulation
  // is still in flight (held here at the sandbox's door) must not leave the lab on "Working…" for good
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/v2/transactions/simulate*', async (route) => (await held, route.continue()), {
    times: 1,
  });
  await action(page, 'call_abi').click();
  await argBox(page, 0).fill('x');
  await expect(page.getByRole('status')).toHaveText(L.working);
  await action(page, 'opt_in').click();
  release();
  await sendCall(page);
  await action(page, 'set_local').click();
  await argBox(page, 0).fill('1');
  await argBox(page, 1).fill('2');
  await argBox(page, 2).fill('banana');
  await argBox(page, 3).fill('01020304');
  await sendCall(page);
  await expect(page.getByTestId('lab-state-changes')).toContainText('banana');
  await action(page, 'default_value_from_local_state').click();
  await expect(argBox(page, 0)).toHaveValue('banana');
  await expect(page.getByText(L.defaultFrom('local'))).toBeVisible();
  await action(page, 'default_value_from_abi').click();
  await expect(page.getByText(L.defaultFrom('method'))).toBeVisible();
  await expect(argBox(page, 0)).toHaveValue('default value');
});

test('TEALScript auction (ARC-32): an asset reference opted in by an inner transaction, an axfer argument', async ({
  page,
}) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/auction/tealscript_artifacts/Auction.arc32.json');
  await action(page, 'createApplication').click();
  const appId = await deploy(page);
  await fundApp(appId);
  const me = await labSender(page);
  const asset = await createAssetAs(me);
  await action(page, 'optIntoAsset').click();
  await page.getByLabel('asset · asset').fill(String(asset));
  await page.getByLabel(L.innerFees).fill('1');
  await sendCall(page);
  await expect(page.getByTestId('lab-inner')).toContainText('axfer');

  await action(page, 'startAuction').click();
  await argBox(page, 0).fill('1000');
  await argBox(page, 1).fill('3600');
  const axfer = page.locator('[data-arg]').nth(2);
  await axfer.getByLabel('Asset id', { exact: true }).fill(String(asset));
  await axfer.getByLabel('Receiver', { exact: true }).fill(algosdk.getApplicationAddress(appId).toString());
  await axfer.getByLabel(/^Amount/).fill('5');
  await sendCall(page);
  const held = await ledger.algod.accountAssetInformation(algosdk.getApplicationAddress(appId), asset).do();
  expect(held.assetHolding?.amount).toBe(5n);
});

async function createAssetAs(creator: algosdk.Account): Promise<bigint> {
  const f = creator.addr;
  const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: f,
    total: 1000n,
    decimals: 0,
    defaultFrozen: false,
    unitName: 'LAB',
    assetName: 'Lab coin',
    manager: f,
    reserve: f,
    suggestedParams: await ledger.params(),
  });
  const [result] = await ledger.send([txn], [creator]);
  return result!.assetIndex!;
}

const tealBeside = (dir: string, stem: string, kind: 'approval' | 'clear') =>
  readFileSync(refSpecPath(`${dir}/${stem}${kind}.teal`), 'utf8');

/** Fills the lab's TEAL editors (CodeMirror, loaded on first use) for a spec without programs. */
async function giveTeal(page: Page, approval: string, clear: string): Promise<void> {
  await page.getByLabel(L.teal.approval).fill(approval);
  await page.getByLabel(L.teal.clear).fill(clear);
}

test('puya and algokit specs deployed and called: a struct in a box, the AMM governor, auction opt_in, a box map, byte arrays', async ({
  page,
}) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/struct_in_box/ExampleContract.arc56.json');
  await fundApp(await deploy(page));
  await action(page, 'add_user').click();
  for (const [n, v] of ['ada', '1', '0'].entries()) await argBox(page, 0, n).fill(v);
  await simulateAndAddResources(page);
  await sendCall(page);
  await expect(page.getByTestId('lab-state-changes')).toContainText('box');
  await replaceSpec(page);

  await loadSpecFile(page, 'puya/amm/ConstantProductAMM.arc56.json');
  await deploy(page);
  await action(page, 'set_governor').click();
  await argBox(page, 0).fill(await page.getByLabel(L.sender).inputValue());
  await sendCall(page);
  await replaceSpec(page);

  await loadSpecFile(page, 'puya/auction/Auction.arc56.json');
  await deploy(page);
  await action(page, 'opt_in').click();
  await sendCall(page);
  await replaceSpec(page);

  await loadSpecFile(page, 'algokit-utils-ts/box_map/BoxMapTest.arc56.json');
  await action(page, 'createApplication').click();
  await fundApp(await deploy(page));
  await action(page, 'setValue').click();
  await argBox(page, 0).fill('1');
  await argBox(page, 1).fill('mapped');
  await simulateAndAddResources(page);
  await sendCall(page);
  await expect(page.getByTestId('lab-state-changes')).toContainText('mapped');
  await replaceSpec(page);

  // ByteArrays: created with OptIn (it writes the creator's local state), its inner call paid by pooling
  await loadSpecFile(page, 'algokit-utils-ts/byte_arrays/ByteArrays.arc56.json');
  await page.getByLabel(L.onComplete).selectOption('OptIn');
  await page.getByLabel(L.innerFees).fill('1');
  await deploy(page);
  await action(page, 'staticByteArray').click();
  await simulateCall(page);
  await expect(page.getByTestId('lab-return')).not.toBeEmpty();
});

test('ARC-59 (ARC-32 and ARC-4) and ARC-62: an inbox looked up, an asset set and its circulating supply read', async ({
  page,
}) => {
  await openLab(page);
  const receiver = algosdk.generateAccount().addr.toString();
  await loadSpecFile(page, 'arcs-assets/arc-0059/ARC59.arc32.json');
  await action(page, 'createApplication').click();
  await fundApp(await deploy(page));
  await action(page, 'arc59_getInbox').click();
  await argBox(page, 0).fill(receiver);
  await simulateCall(page);
  await expect(page.getByTestId('lab-return')).toHaveText(algosdk.ALGORAND_ZERO_ADDRESS_STRING);
  await replaceSpec(page);

  await loadSpecFile(page, 'arcs-assets/arc-0059/ARC59.arc4.json');
  await action(page, 'createApplication').click();
  await giveTeal(
    page,
    tealBeside('arcs-assets/arc-0059', 'ARC59.', 'approval'),
    tealBeside('arcs-assets/arc-0059', 'ARC59.', 'clear'),
  );
  await fundApp(await deploy(page));
  // the router opts into an asset by an inner transaction its call's fee pays for
  const asset = await createAssetAs(await labSender(page));
  await action(page, 'arc59_optRouterIn').click();
  await argBox(page, 0).fill(String(asset));
  await page.getByLabel(L.innerFees).fill('1');
  await simulateAndAddResources(page);
  await sendCall(page);
  await expect(page.getByTestId('lab-inner')).toContainText('axfer');
  await replaceSpec(page);

  await loadSpecFile(page, 'arcs-assets/arc-0062/CirculatingSupply.arc56.json');
  await deploy(page);
  await action(page, 'set_asset').click();
  await argBox(page, 0).fill(String(asset));
  await simulateAndAddResources(page);
  await sendCall(page);
  await expect(page.getByTestId('lab-state-changes')).toContainText('asset_id');
  // readonly: it answers by itself
  await action(page, 'arc62_get_circulating_supply').click();
  await argBox(page, 0).fill(String(asset));
  // the creator is the asset's reserve and holds all 1000: none of it circulates
  await expect(page.getByTestId('lab-return')).toHaveText('0');
});

/** arc-0023's Calculator ships no programs: the person writes them (a router for its two methods). */
const CALCULATOR_TEAL = `#pragma version 10
txn ApplicationID
bz create
txn OnCompletion
bnz fail
method "add(uint64,uint64)uint64"
method "multiply(uint64,uint64)uint64"
txna ApplicationArgs 0
match add multiply
fail:
err
create:
int 1
return
add:
txna ApplicationArgs 1
btoi
txna ApplicationArgs 2
btoi
+
b done
multiply:
txna ApplicationArgs 1
btoi
txna ApplicationArgs 2
btoi
*
done:
itob
byte 0x151f7c75
swap
concat
log
int 1
`;
const CLEAR_TEAL = '#pragma version 10\nint 1\n';

test('ARC-4 contract JSONs: TEAL beside them (TEALScript auction, the SDK calculator), arc-0023 Calculator from typed TEAL and from compiled bytes', async ({
  page,
}) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/auction/tealscript_artifacts/Auction.arc4.json');
  await action(page, 'createApplication').click();
  const dir = 'puya/auction/tealscript_artifacts';
  await giveTeal(page, tealBeside(dir, 'Auction.', 'approval'), tealBeside(dir, 'Auction.', 'clear'));
  await page.getByLabel(L.schemaFields.globalInts).fill('7');
  await page.getByLabel(L.schemaFields.globalBytes).fill('2');
  const auction = await deploy(page);
  await fundApp(auction);
  await action(page, 'optIntoAsset').click();
  await page.getByLabel('asset · asset').fill(String(await createAssetAs(await labSender(page))));
  await page.getByLabel(L.innerFees).fill('1');
  await sendCall(page);
  await expect(page.getByTestId('lab-inner')).toContainText('axfer');
  await replaceSpec(page);

  await loadSpecFile(page, 'js-algorand-sdk/calculator/contract.json');
  // an ARC-4 JSON offers each method to create with too; this router is created bare
  await page.getByRole('list', { name: L.actions }).getByRole('button', { name: /^Bare/ }).click();
  const calc = 'js-algorand-sdk/calculator';
  await giveTeal(page, tealBeside(calc, '', 'approval'), tealBeside(calc, '', 'clear'));
  await deploy(page);
  await action(page, 'add').click();
  await argBox(page, 0).fill('2');
  await argBox(page, 1).fill('3');
  await simulateCall(page);
  await expect(page.getByTestId('lab-return')).toHaveText('5');
  await replaceSpec(page);

  // arc-0023: no TEAL anywhere; the programs typed in the editor, compiled on the node
  await loadSpecFile(page, 'arcs-assets/arc-0023/contract.json');
  await page.getByRole('list', { name: L.actions }).getByRole('button', { name: /^Bare/ }).click();
  // TEAL that does not compile is marked on its line in the editor (issue 33 item 7)
  await giveTeal(page, CALCULATOR_TEAL.replace('\n', '\nnot_an_opcode\n'), CLEAR_TEAL);
  await page.getByRole('button', { name: `${L.create} · ${L.send}` }).click();
  await expect(page.getByTestId('lab-teal-errors-approval')).toContainText(/^Line 2: /);
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);
  await giveTeal(page, CALCULATOR_TEAL, CLEAR_TEAL);
  await expect(page.getByTestId('lab-teal-errors-approval')).toHaveCount(0);
  await deploy(page);
  await action(page, 'multiply').click();
  await argBox(page, 0).fill('6');
  await argBox(page, 1).fill('7');
  await sendCall(page);
  await expect(page.getByTestId('lab-return')).toHaveText('42');
  // … and the same app from compiled bytes (as goal or another tool gives them), base64 and hex
  const compiled = async (teal: string) => (await ledger.algod.compile(teal).do()).result;
  await page.getByLabel(L.appId).fill('');
  await page.getByRole('list', { name: L.actions }).getByRole('button', { name: /^Bare/ }).click();
  await page.getByLabel(L.programsAs).selectOption('bytes');
  await page.getByLabel(L.programBytes.approval).fill('not hex!');
  await expect(page.getByText(L.programBytesBad)).toBeVisible();
  await page.getByLabel(L.programBytes.approval).fill(await compiled(CALCULATOR_TEAL));
  const clear = Buffer.from(await compiled(CLEAR_TEAL), 'base64').toString('hex');
  await page.getByLabel(L.programBytes.clear).fill(clear);
  await deploy(page);
  await action(page, 'add').click();
  await argBox(page, 0).fill('40');
  await argBox(page, 1).fill('2');
  await simulateCall(page);
  await expect(page.getByTestId('lab-return')).toHaveText('42');
});

test('VotingRoundApp (puya): created with eight arguments, bootstrapped with a payment, preconditions read, a vote cast', async ({
  page,
}, testInfo) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/voting/VotingRoundApp.arc56.json');
  await expect(page.getByLabel(L.sender)).not.toHaveValue('');
  const sender = await labSender(page);
  // the snapshot key signs each voter's address; the app checks it with ed25519verify_bare
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const snapshotKey = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const signature = sign(null, sender.addr.publicKey, privateKey).toString('hex');
  await action(page, 'create').click();
  const values = ['round-1', snapshotKey.toString('hex'), 'cid', '1', '99999999999'];
  for (const [i, v] of values.entries()) await argBox(page, i).fill(v);
  const options = page.locator('[data-arg]').nth(5);
  await options.getByRole('button', { name: new RegExp(`^${L.add}`) }).click();
  await options.getByRole('textbox').first().fill('2');
  await argBox(page, 6).fill('1');
  await argBox(page, 7).fill('https://example.org/nft.png');
  await shootLab(page, testInfo, 'deploy');
  const appId = await deploy(page);
  const appAddress = algosdk.getApplicationAddress(appId).toString();
  await fundApp(appId);

  // bootstrap: the exact minimum balance for a two-option tally box
  await action(page, 'bootstrap').click();
  const pay = page.locator('[data-arg]').first();
  await pay.getByLabel('Receiver', { exact: true }).fill(appAddress);
  await pay.getByLabel('Amount (ALGO)', { exact: true }).fill('0.2103');
  await simulateAndAddResources(page);
  await sendCall(page);
  await expect(page.getByTestId('lab-state-changes')).toContainText('is_bootstrapped');

  await action(page, 'get_preconditions').click();
  // readonly: it answers by itself once the signature is typed
  await argBox(page, 0).fill(signature);
  // (is_voting_open, is_allowed_to_vote, has_already_voted, current_time) by field name
  await expect(page.getByTestId('lab-return')).toContainText('"is_allowed_to_vote": "1"');

  await action(page, 'vote').click();
  const fund = page.locator('[data-arg]').first();
  await fund.getByLabel('Receiver', { exact: true }).fill(appAddress);
  await fund.getByLabel('Amount (ALGO)', { exact: true }).fill('0.0165');
  await argBox(page, 1).fill(signature);
  const answers = page.locator('[data-arg]').nth(2);
  await answers.getByRole('button', { name: new RegExp(`^${L.add}`) }).click();
  await answers.getByRole('textbox').first().fill('0');
  await page.getByLabel(L.innerFees).fill('12');
  await simulateAndAddResources(page);
  await sendCall(page);
  await expect(page.getByTestId('lab-state-changes')).toContainText('voter_count');
});

test('a lab call handed to the studio stays a method call, signed with kmd and sent there, its return decoded', async ({
  page,
}) => {
  await openLab(page);
  await loadSpecFile(page, 'puya/hello_world_arc4/HelloWorldContract.arc56.json');
  const appId = await deploy(page);
  await action(page, 'hello').click();
  await argBox(page, 0).fill('studio');
  await page.getByRole('button', { name: L.toStudio }).click();
  await expect(page).toHaveURL(/\/sandbox\/compose$/);
  const studio = new ComposeScreen(page);
  // the studio's chunk and its stored draft can take a while on a busy machine
  await expect(studio.txns).toHaveCount(1, { timeout: 30_000 });
  // it stays a method call there: the method chosen, the argument as typed in the lab
  await expect(studio.editor.getByLabel(COMPOSE_LABELS.abi.appId, { exact: true })).toHaveValue(
    String(appId),
  );
  await expect(studio.editor.getByLabel(COMPOSE_LABELS.abi.method, { exact: true })).toHaveValue(
    'hello(string)string',
  );
  await expect(studio.editor.getByLabel('name', { exact: true })).toHaveValue('studio');
  const [txid] = await studio.buildSignSend();
  const done = await ledger.pending(txid ?? '');
  const ret = done.logs?.[0];
  expect(ret && new TextDecoder().decode(ret.slice(6))).toBe('Hello, studio');
  await expect(page.getByTestId('compose-committed-return').getByTestId('compose-abi-return')).toHaveText(
    'Hello, studio',
  );

  // the same method as an ABI call composed in the studio, after a payment: the outcome decodes its
  // return from the confirmation's last log, and keeps it on a reload
  await studio.newGroup();
  await studio.addTxn('pay', {
    [COMPOSE_LABELS.fields.sender]: ledger.funderAddress,
    [COMPOSE_LABELS.fields.receiver]: ledger.funderAddress,
    [COMPOSE_LABELS.fields.amountAlgo]: '0',
  });
  await studio.add('appl');
  await studio.choose(COMPOSE_LABELS.fields.type, 'abi');
  await studio.fill({
    [COMPOSE_LABELS.fields.sender]: ledger.funderAddress,
    [COMPOSE_LABELS.abi.appId]: String(appId),
  });
  await studio.choose(COMPOSE_LABELS.abi.method, 'hello(string)string');
  await studio.fill({ name: 'ABI call' });
  await studio.buildSignSend();
  const returned = page.getByTestId('compose-committed-return');
  await expect(returned).toHaveCount(1);
  await expect(returned).toContainText(COMPOSE_LABELS.returnedBy(2));
  await expect(returned.getByTestId('compose-abi-return')).toHaveText('Hello, ABI call');
  await page.reload();
  await expect(page.getByTestId('compose-committed-return').getByTestId('compose-abi-return')).toHaveText(
    'Hello, ABI call',
    { timeout: 30_000 },
  );
});

/** The app the studio's committed group created (its outcome's "created" line). */
async function createdInStudio(page: Page): Promise<bigint> {
  const created = page.getByTestId('compose-created');
  await expect(created).toHaveCount(1);
  const id = (await created.getByRole('link').textContent())?.replace(/\D/g, '') ?? '';
  expect(id).toMatch(/^\d+$/);
  return BigInt(id);
}

/** The app's page lists its attached spec's methods: the studio attached it at creation. */
async function expectSpecAttached(page: Page, appId: bigint, method: string): Promise<void> {
  await page.goto(`/sandbox/application/${String(appId)}`);
  await expect(page.getByTestId('app-method').filter({ hasText: method })).toHaveCount(1, {
    timeout: 30_000,
  });
}

/** A new group in the studio holding one ABI call with a blank id (a create): its spec loader. */
async function newAbiCreate(studio: ComposeScreen, sender: string) {
  await studio.open();
  await studio.newGroup();
  await studio.add('appl');
  await studio.choose(COMPOSE_LABELS.fields.type, 'abi');
  await studio.fill({ [COMPOSE_LABELS.fields.sender]: sender });
  return studio.editor.getByRole('group', { name: COMPOSE_LABELS.abi.attachSpec });
}

test('an ABI create call in the studio: handed over from the lab, and composed from a spec loaded there; the new app keeps its spec', async ({
  page,
}) => {
  await openLab(page);
  await loadSpecFile(page, 'algokit-utils-ts/nested_struct/NestedStruct.arc56.json');
  await action(page, 'createApplication').click();
  await page.getByRole('button', { name: L.toStudio }).click();
  await expect(page).toHaveURL(/\/sandbox\/compose$/);
  const studio = new ComposeScreen(page);
  await expect(studio.txns).toHaveCount(1, { timeout: 30_000 });
  // a create by its method: no id, the spec kept with the draft, the programs the lab compiled
  await expect(studio.editor.getByLabel(COMPOSE_LABELS.abi.appId, { exact: true })).toHaveValue('');
  await expect(studio.editor.getByTestId('compose-abi-spec')).toContainText(
    COMPOSE_LABELS.abi.specForNew('NestedStruct'),
  );
  await expect(studio.editor.getByLabel(COMPOSE_LABELS.abi.method, { exact: true })).toHaveValue(
    'createApplication()void',
  );
  await studio.buildSignSend();
  const nested = await createdInStudio(page);
  const made = await ledger.algod.getApplicationByID(nested).do();
  expect(made.params?.creator.toString()).toBe(ledger.funderAddress);
  await expectSpecAttached(page, nested, 'setValue(');

  // composed in the studio: the Vault example's TEAL compiled on the node, its create(uint64) method
  const loader = await newAbiCreate(studio, ledger.funderAddress);
  await loader.getByRole('tab', { name: L.sources.examples }).click();
  await loader.getByRole('button', { name: L.loadExample('Vault') }).click();
  await expect(studio.editor.getByTestId('compose-abi-create')).toContainText(
    COMPOSE_LABELS.abi.createFrom.teal,
  );
  await studio.choose(COMPOSE_LABELS.abi.method, 'create(uint64)void');
  await studio.fill({ minimum: '250000' });
  const [createTxid] = await studio.buildSignSend();
  const vault = await createdInStudio(page);
  const vaultApp = await ledger.algod.getApplicationByID(vault).do();
  expect((vaultApp.params?.globalState ?? []).map((kv) => kv.value.uint)).toContain(250000n);
  await expectSpecAttached(page, vault, 'deposit(pay)uint64');
  // the app's transaction list names the call by its method, the signature in the title
  const row = page.getByTestId('txn-row-method');
  await expect(row).toHaveText('create()');
  await expect(row).toHaveAttribute('title', 'create(uint64)void');
  // the create's own page reads it by the spec now attached to the app it made
  await page.goto(`/sandbox/transaction/${createTxid ?? ''}`);
  const method = page.getByTestId('txn-method');
  await expect(method.getByTestId('txn-method-signature')).toHaveText('create(uint64)void', {
    timeout: 30_000,
  });
  await expect(method.getByTestId('txn-method-arg')).toHaveText(['minimum uint64250000']);

  // AlgoKit's State: its TEAL holds template variables, asked for and filled, then compiled at build
  const paste = await newAbiCreate(studio, ledger.funderAddress);
  await paste.getByRole('tab', { name: L.sources.paste }).click();
  await paste.getByLabel(L.pasteLabel).fill(refSpecText('algokit-utils-ts/state/State.arc56.json'));
  await paste.getByRole('button', { name: L.load }).click();
  const asked = studio.editor.getByTestId('compose-abi-templates');
  await asked.getByLabel('TMPL_VALUE').fill('7');
  await asked.getByRole('button', { name: COMPOSE_LABELS.abi.fillTemplates }).click();
  await expect(asked).toHaveCount(0);
  await studio.choose(COMPOSE_LABELS.abi.method, 'create_abi(string)string');
  await studio.fill({ input: 'templated' });
  await studio.buildSignSend();
  const state = await createdInStudio(page);
  await expectSpecAttached(page, state, 'call_abi(');
});

import algosdk from 'algosdk';
import { CONTRACTS_LABELS as L } from '../apps/web/src/features/contracts/contractsLabels';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen } from './support/composeScreen';
import {
  action,
  argBox,
  deploy,
  loadSpecFile,
  openLab,
  refSpecPath,
  replaceSpec,
  sendCall,
  simulateAndAddResources,
  simulateCall,
} from './support/contractsLab';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
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
  // the struct's box ("box", a name the spec does not declare) written with the encoded struct
  await expect(changes).toContainText(/^box\s*box\s*= 0x[0-9a-f]+/);

  // the lab with a nested form and a result, as a person sees it: no sideways scrolling anywhere
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`lab-${width}-${scheme}.png`), fullPage: true });
    }
  }
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

test('every other reference spec deploys through the lab: bare, ABI create, OptIn create with pooled fees, ARC-4 with TEAL and a schema', async ({
  page,
}) => {
  await openLab(page);
  const simple: [string, string | undefined][] = [
    ['puya/hello_world_arc4/HelloWorldContract.arc56.json', undefined],
    ['puya/struct_in_box/ExampleContract.arc56.json', undefined],
    ['puya/amm/ConstantProductAMM.arc56.json', undefined],
    ['puya/auction/Auction.arc56.json', undefined],
    ['algokit-utils-ts/box_map/BoxMapTest.arc56.json', 'createApplication'],
    ['arcs-assets/arc-0059/ARC59.arc32.json', 'createApplication'],
  ];
  for (const [path, create] of simple) {
    await loadSpecFile(page, path);
    if (create !== undefined) await action(page, create).click();
    expect(await deploy(page), path).toBeGreaterThan(0n);
    await replaceSpec(page);
  }

  // ByteArrays: created with OptIn (it writes the creator's local state), its inner call paid by pooling
  await loadSpecFile(page, 'algokit-utils-ts/byte_arrays/ByteArrays.arc56.json');
  await page.getByLabel(L.onComplete).selectOption('OptIn');
  await page.getByLabel(L.innerFees).fill('1');
  expect(await deploy(page)).toBeGreaterThan(0n);
  await replaceSpec(page);

  // ARC-4 contract JSON: TEAL given beside it, the schema typed, its router's create method
  await loadSpecFile(page, 'puya/auction/tealscript_artifacts/Auction.arc4.json');
  await action(page, 'createApplication').click();
  await page
    .getByLabel(L.tealApproval)
    .fill(tealBeside('puya/auction/tealscript_artifacts', 'Auction.', 'approval'));
  await page
    .getByLabel(L.tealClear)
    .fill(tealBeside('puya/auction/tealscript_artifacts', 'Auction.', 'clear'));
  await page.getByLabel(L.schemaFields.globalInts).fill('7');
  await page.getByLabel(L.schemaFields.globalBytes).fill('2');
  expect(await deploy(page)).toBeGreaterThan(0n);
  await replaceSpec(page);
  await loadSpecFile(page, 'js-algorand-sdk/calculator/contract.json');
  // an ARC-4 JSON offers each method to create with too; this router is created bare
  await page.getByRole('list', { name: L.actions }).getByRole('button', { name: /^Bare/ }).click();
  await page.getByLabel(L.tealApproval).fill(tealBeside('js-algorand-sdk/calculator', '', 'approval'));
  await page.getByLabel(L.tealClear).fill(tealBeside('js-algorand-sdk/calculator', '', 'clear'));
  expect(await deploy(page)).toBeGreaterThan(0n);
  await replaceSpec(page);

  // ARC-62 (circulating supply): bare create
  await loadSpecFile(page, 'arcs-assets/arc-0062/CirculatingSupply.arc56.json');
  expect(await deploy(page)).toBeGreaterThan(0n);
});

test('a lab call handed to the studio, signed with kmd and sent there', async ({ page }) => {
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
  await expect(studio.editor.getByLabel('Application id (empty: create)', { exact: true })).toHaveValue(
    String(appId),
  );
  const [txid] = await studio.buildSignSend();
  const done = await ledger.pending(txid ?? '');
  const ret = done.logs?.[0];
  expect(ret && new TextDecoder().decode(ret.slice(6))).toBe('Hello, studio');
});

import algosdk from 'algosdk';
import { LOGICSIG_LABELS as LS } from '../apps/web/src/features/logicsig/logicSigLabels';
import { ComposeLedger, randomBase64 } from './support/composeLedger';
import { ComposeScreen, L } from './support/composeScreen';
import { expect, test } from './support/fixtures';

const F = L.fields;

test.describe('transaction studio: every type confirmed, signed with kmd', () => {
  // Whole groups typed, signed and sent through the UI: slower than the 30 s default on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let ledger: ComposeLedger;
  test.beforeAll(async ({ sandbox }) => {
    ledger = await ComposeLedger.connect(sandbox);
  });

  test('a payment and a close-out in one group', async ({ page }) => {
    const a = await ledger.kmdAccount(2_000_000n);
    const closing = await ledger.kmdAccount(1_000_000n);
    const receiver = (await ledger.kmdAccount()).addr.toString();
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', { [F.sender]: a.addr.toString(), [F.receiver]: receiver, [F.amountAlgo]: '0.5' });
    await expect(s.editor.getByText(L.microAlgos('500,000'))).toBeVisible();
    await s.addTxn('pay', {
      [F.sender]: closing.addr.toString(),
      [F.receiver]: receiver,
      [F.amountAlgo]: '0',
      [F.closeRemainderTo]: ledger.funderAddress,
    });
    const txids = await s.buildSignSend();
    expect(txids).toHaveLength(2);
    expect(await ledger.balance(receiver)).toBe(500_000n);
    expect(await ledger.balance(closing.addr.toString())).toBe(0n);
  });

  test('asset opt-in, transfer, freeze, unfreeze, clawback and opt-out in one group', async ({ page }) => {
    const asset = await ledger.createAsset(2, 'AXF');
    const holder = await ledger.kmdAccount(1_000_000n);
    const funder = ledger.funderAddress;
    const h = holder.addr.toString();
    const id = asset.toString();
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('axfer', { [F.sender]: h, [F.assetId]: id }, { [F.mode]: 'optIn' });
    await s.addTxn('axfer', {
      [F.sender]: funder,
      [F.assetId]: id,
      [F.receiver]: h,
      [F.amountAsset('AXF')]: '5.25',
    });
    await expect(s.editor.getByText(L.baseUnits('525', 2))).toBeVisible();
    await s.addTxn('afrz', { [F.sender]: funder, [F.assetId]: id, [F.target]: h });
    await s.addTxn('afrz', { [F.sender]: funder, [F.assetId]: id, [F.target]: h });
    await s.editor.getByLabel(F.frozen).uncheck();
    await s.addTxn(
      'axfer',
      {
        [F.sender]: funder,
        [F.assetId]: id,
        [F.clawbackFrom]: h,
        [F.receiver]: funder,
        [F.amountAsset('AXF')]: '1',
      },
      { [F.mode]: 'clawback' },
    );
    await s.addTxn('axfer', { [F.sender]: h, [F.assetId]: id, [F.closeTo]: funder }, { [F.mode]: 'optOut' });
    const txids = await s.buildSignSend();
    expect(txids).toHaveLength(6);
    const clawback = await ledger.pending(txids[4]!);
    expect(clawback.txn.txn.assetTransfer?.assetSender?.toString()).toBe(h);
    const optOut = await ledger.pending(txids[5]!);
    expect(optOut.assetClosingAmount).toBe(425n);
  });

  test('asset create, then reconfigure and destroy', async ({ page }) => {
    const creator = await ledger.kmdAccount(2_000_000n);
    const c = creator.addr.toString();
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('acfg', {
      [F.sender]: c,
      [F.assetName]: 'Studio coin',
      [F.unitName]: 'STU',
      [F.total]: '1000',
      [F.decimals]: '3',
      [F.manager]: c,
      [F.reserve]: c,
      [F.freeze]: c,
      [F.clawback]: c,
    });
    const [createTxid] = await s.buildSignSend();
    const created = (await ledger.pending(createTxid!)).assetIndex!;
    const asset = await ledger.algod.getAssetByID(created).do();
    expect(asset.params?.total).toBe(1_000_000n);

    await s.newGroup();
    await s.addTxn('acfg', { [F.sender]: c, [F.assetId]: created.toString() }, { [F.mode]: 'reconfigure' });
    // Empty roles are cleared for good: start from the asset's current ones, then drop two.
    await s.editor.getByRole('button', { name: L.currentRoles }).click();
    await expect(s.editor.getByLabel(F.manager, { exact: true })).toHaveValue(c);
    await s.fill({ [F.freeze]: '', [F.clawback]: '' });
    await s.addTxn('acfg', { [F.sender]: c, [F.assetId]: created.toString() }, { [F.mode]: 'destroy' });
    const txids = await s.buildSignSend();
    expect(txids).toHaveLength(2);
    const reconfigured = (await ledger.pending(txids[0]!)).txn.txn.assetConfig!;
    expect([reconfigured.manager?.toString(), reconfigured.reserve?.toString()]).toEqual([c, c]);
    expect([reconfigured.freeze, reconfigured.clawback]).toEqual([undefined, undefined]);
    await expect(ledger.algod.getAssetByID(created).do()).rejects.toThrow(/asset does not exist|404/);
  });

  test('key registration online, offline and non-participating', async ({ page }) => {
    const account = await ledger.kmdAccount(1_000_000n);
    const a = account.addr.toString();
    const round = await ledger.round();
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn(
      'keyreg',
      {
        [F.sender]: a,
        [F.voteKey]: randomBase64(32),
        [F.selectionKey]: randomBase64(32),
        [F.stateProofKey]: randomBase64(64),
        [F.voteFirst]: round.toString(),
        [F.voteLast]: (round + 10_000n).toString(),
        [F.keyDilution]: '100',
      },
      { [F.mode]: 'online' },
    );
    await s.addTxn('keyreg', { [F.sender]: a }, { [F.mode]: 'offline' });
    await s.addTxn('keyreg', { [F.sender]: a }, { [F.mode]: 'nonparticipating' });
    const txids = await s.buildSignSend();
    expect(txids).toHaveLength(3);
    const online = await ledger.pending(txids[0]!);
    expect(online.txn.txn.keyreg?.voteKeyDilution).toBe(100n);
    const info = await ledger.algod.accountInformation(a).do();
    expect(info.status).toBe('Not Participating');
  });

  test('application create, opt-in, call, close-out, clear, update and delete', async ({ page }) => {
    const approval = await ledger.compile('#pragma version 10\nint 1');
    const clear = await ledger.compile('#pragma version 10\nint 1');
    const owner = await ledger.kmdAccount(5_000_000n);
    const o = owner.addr.toString();
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('appl', {
      [F.sender]: o,
      [F.approvalProgram]: approval,
      [F.clearProgram]: clear,
      [F.globalInts]: '1',
      [F.localInts]: '1',
    });
    const [createTxid] = await s.buildSignSend();
    const app = (await ledger.pending(createTxid!)).applicationIndex!.toString();

    await s.newGroup();
    await s.addTxn('appl', { [F.sender]: o, [F.appId]: app }, { [F.onComplete]: 'optIn' });
    await s.addTxn('appl', { [F.sender]: o, [F.appId]: app }, { [F.onComplete]: 'noop' });
    await s.editor.getByRole('button', { name: L.addItem(F.args) }).click();
    await s.fill({ [`${F.args} 1`]: 'str:hello' });
    await s.editor.getByRole('button', { name: L.addItem(F.args) }).click();
    await s.fill({ [`${F.args} 2`]: 'int:42' });
    await s.editor.getByRole('button', { name: L.addItem(F.accounts) }).click();
    await s.fill({ [`${F.accounts} 1`]: ledger.funderAddress });
    await s.editor.getByRole('button', { name: L.addItem(F.foreignApps) }).click();
    await s.fill({ [`${F.foreignApps} 1`]: app });
    await s.editor.getByRole('button', { name: L.addItem(F.boxes) }).click();
    await s.fill({ [`${F.boxName} 1`]: 'str:vault' });
    await s.addTxn('appl', { [F.sender]: o, [F.appId]: app }, { [F.onComplete]: 'closeOut' });
    const calls = await s.buildSignSend();
    const call = await ledger.pending(calls[1]!);
    expect(call.txn.txn.applicationCall?.appArgs.map((x) => Buffer.from(x).toString('hex'))).toEqual([
      Buffer.from('hello').toString('hex'),
      '000000000000002a',
    ]);

    await s.newGroup();
    await s.addTxn('appl', { [F.sender]: o, [F.appId]: app }, { [F.onComplete]: 'optIn' });
    await s.addTxn('appl', { [F.sender]: o, [F.appId]: app }, { [F.onComplete]: 'clearState' });
    await s.addTxn(
      'appl',
      { [F.sender]: o, [F.appId]: app, [F.approvalProgram]: approval, [F.clearProgram]: clear },
      { [F.onComplete]: 'update' },
    );
    await s.addTxn('appl', { [F.sender]: o, [F.appId]: app }, { [F.onComplete]: 'delete' });
    expect(await s.buildSignSend()).toHaveLength(4);
    await expect(ledger.algod.getApplicationByID(BigInt(app)).do()).rejects.toThrow();
  });

  test('rekey on a payment; the rekeyed sender is then signed for by its auth address', async ({ page }) => {
    const a = await ledger.kmdAccount(2_000_000n);
    const auth = (await ledger.kmdAccount()).addr.toString();
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: a.addr.toString(),
      [F.amountAlgo]: '0',
    });
    await s.openAdvanced();
    await s.fill({ [F.rekeyTo]: auth });
    await expect(s.editor.getByText(L.rekeyWarning)).toBeVisible();
    await s.buildSignSend();
    expect((await ledger.algod.accountInformation(a.addr).do()).authAddr?.toString()).toBe(auth);

    await s.newGroup();
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.1',
    });
    await expect(page.getByTestId('compose-signer')).toHaveText(
      `${L.mustSign} ${auth.slice(0, 6)}…${auth.slice(-6)} (${L.rekeyedTo})`,
    );
    const [txid] = await s.buildSignSend();
    expect((await ledger.pending(txid!)).txn.sgnr?.toString()).toBe(auth);
  });

  test('a contract account pays, signed with a logic sig pasted as its program bytes', async ({ page }) => {
    const program = await ledger.compile('#pragma version 10\nint 1');
    const contract = new algosdk.LogicSigAccount(algosdk.base64ToBytes(program)).address().toString();
    await ledger.pay(ledger.funder, contract, 1_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: contract,
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.2',
    });
    await s.build();
    // The one-off path: a bare program pasted for this group only.
    await page.getByRole('button', { name: LS.pasteOpen }).click();
    await page.getByLabel(LS.pasteLabel).fill(program);
    await page.getByRole('button', { name: LS.signWithPasted }).click();
    await expect(s.stepper).toHaveAttribute('data-status', 'signed');
    await s.send();
    await expect(s.stepper).toHaveAttribute('data-status', 'committed');
    expect(await ledger.balance(contract)).toBe(799_000n);
  });
});

import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { funded, loadSpec, pay, SpecApp, txnArg } from './specKit';

const enc = (s: string) => new TextEncoder().encode(s);
const hex = (s: string) => new Uint8Array(Buffer.from(s, 'hex'));
const itob = (n: number | bigint) => algosdk.bigIntToBytes(n, 8);
const abiString = (s: string) => algosdk.ABIType.from('string').encode(s);
const OC = algosdk.OnApplicationComplete;

/**
 * algokit-utils-ts's example contracts (TEALScript ARC-56 / ARC-32, Puya ARC-56 with template
 * variables, a Beaker-style ARC-32) deployed on one sandbox and called through the ATC.
 */
describe('algokit-utils-ts example contracts', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  it('box_map (TEALScript): setValue writes box "b" ‖ itob(key) with the ABI string', async () => {
    const app = new SpecApp(h, loadSpec('algokit-utils-ts/box_map/BoxMapTest.arc56.json'));
    await app.create(a, 'createApplication');
    expect(app.appId).toBeGreaterThan(0n);
    await pay(h, a, app.address, 200_000);
    const name = new Uint8Array([...enc('b'), ...itob(7)]);
    await app.call(a, 'setValue', [7, 'seven'], { boxes: [{ appIndex: 0, name }] });
    expect(await app.box(name)).toEqual(abiString('seven'));
    await app.call(a, 'setValue', [7, 'sieben!'], { boxes: [{ appIndex: 0, name }] });
    expect(await app.box(name)).toEqual(abiString('sieben!'));
    // Without the box reference the write is refused.
    await expect(app.call(a, 'setValue', [8, 'eight'])).rejects.toThrow(/invalid Box reference/);
  });

  it('nested_struct (TEALScript): setValue / getValue of ((string)) in a global map', async () => {
    const app = new SpecApp(h, loadSpec('algokit-utils-ts/nested_struct/NestedStruct.arc56.json'));
    await app.create(a, 'createApplication');
    await app.call(a, 'setValue', [1, [['hello']]]);
    expect(await app.value(a, 'getValue', [1])).toEqual([['hello']]);
    const g = await app.global();
    expect(g.get(Buffer.from(itob(1)).toString('latin1'))).toEqual(
      algosdk.ABIType.from('((string))').encode([['hello']]),
    );
  });

  it('byte_arrays (TEALScript): created by OptIn, byte arrays in global, local, maps and boxes', async () => {
    const app = new SpecApp(h, loadSpec('algokit-utils-ts/byte_arrays/ByteArrays.arc56.json'));
    // createApplication calls increaseOpcodeBudget(): one inner app call, paid from the outer fee.
    await app.create(a, 'createApplication', [], { onComplete: OC.OptInOC, fee: 2000 });
    const nested = algosdk.ABIType.from('(byte[],byte[4])').encode([hex('deadbeef'), hex('cafebabe')]);
    const inStruct = algosdk.ABIType.from('(byte[],byte[4],(byte[],uint64))').encode([
      hex('deadbeef'),
      hex('cafebabe'),
      [hex('deadc0de'), 4n],
    ]);
    const g = await app.global();
    expect(g.get('dynamicByteArrayGlobal')).toEqual(hex('deadbeef'));
    expect(g.get('staticByteArrayGlobal')).toEqual(hex('deadbeef'));
    expect(g.get('nestedByteArraysGlobal')).toEqual(nested);
    expect(g.get('byteArraysInStructGlobal')).toEqual(inStruct);
    expect(g.get(`N${Buffer.from(itob(0)).toString('latin1')}`)).toEqual(nested);
    expect(g.get(`KD${Buffer.from(hex('deadbeef')).toString('latin1')}`)).toBe(0n);
    expect(g.size).toBe(12);
    const l = await app.local(a.addr);
    expect(l.get('dynamicByteArrayLocal')).toEqual(hex('deadbeef'));
    expect(l.get('byteArraysInStructLocal')).toEqual(inStruct);
    expect(l.size).toBe(12);

    // algosdk decodes byte[] and byte[N] to arrays of numbers.
    const bytes = (x: string) => [...hex(x)];
    expect(await app.value(a, 'dynamicByteArray')).toEqual(bytes('deadbeef'));
    expect(await app.value(a, 'staticByteArray')).toEqual(bytes('deadbeef'));
    expect(await app.value(a, 'nestedByteArrays')).toEqual([bytes('deadbeef'), bytes('cafebabe')]);
    expect(await app.value(a, 'byteArraysInStruct')).toEqual([
      bytes('deadbeef'),
      bytes('cafebabe'),
      [bytes('deadc0de'), 4n],
    ]);

    await pay(h, a, app.address, 1_000_000);
    const names = [
      enc('dynamicByteArrayBox'),
      enc('staticByteArrayBox'),
      enc('nestedByteArraysBox'),
      enc('byteArraysInStructBox'),
      new Uint8Array([...enc('D'), ...itob(0)]),
      new Uint8Array([...enc('S'), ...itob(0)]),
      new Uint8Array([...enc('N'), ...itob(0)]),
      new Uint8Array([...enc('M'), ...itob(0)]),
      new Uint8Array([...enc('KD'), ...hex('deadbeef')]),
      new Uint8Array([...enc('KS'), ...hex('deadbeef')]),
      new Uint8Array([...enc('KN'), ...nested]),
      new Uint8Array([...enc('KB'), ...inStruct]),
    ];
    // 12 boxes: more than one call's 8 references, so a second call in the group carries the rest.
    const atc = new algosdk.AtomicTransactionComposer();
    await app.add(atc, a, 'setBoxValues', [], {
      boxes: names.slice(0, 6).map((name) => ({ appIndex: 0, name })),
    });
    await app.add(atc, a, 'dynamicByteArray', [], {
      boxes: names.slice(6).map((name) => ({ appIndex: 0, name })),
    });
    await atc.execute(h.algod, 4);
    expect(await app.boxNames()).toEqual(names.map((n) => Buffer.from(n).toString('hex')).sort());
    expect(await app.box('dynamicByteArrayBox')).toEqual(hex('deadbeef'));
    expect(await app.box('byteArraysInStructBox')).toEqual(inStruct);
    expect(await app.box(names[6] as Uint8Array)).toEqual(nested);
    expect(await app.box(names[11] as Uint8Array)).toEqual(itob(0));
  });

  it('client TestContract (TEALScript ARC-32): doMath, txnArg, helloWorld, methodArg, nestedTxnArg', async () => {
    const app = new SpecApp(h, loadSpec('algokit-utils-ts/client/TestContract.arc32.json'));
    await app.create(a, 'createApplication');
    expect(await app.value(a, 'doMath', [5, 3, 'sum'])).toBe(8n);
    expect(await app.value(a, 'doMath', [3, 5, 'difference'])).toBe(2n);
    expect(await app.value(a, 'doMath', [5, 3, 'difference'])).toBe(2n);
    await expect(app.value(a, 'doMath', [5, 3, 'product'])).rejects.toThrow(/logic eval error/);
    expect(await app.value(a, 'helloWorld')).toBe('Hello, World!');
    const b = await funded(h, a, 1_000_000);
    const payTxn = async (from: TestAccount) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: app.address,
        amount: 100_000,
        suggestedParams: await app.params(),
      });
    expect(await app.value(a, 'txnArg', [txnArg(await payTxn(b), b)])).toBe(b.addr);
    const appl = async () =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: a.addr,
        appIndex: app.appId,
        appArgs: [app.spec.contract.getMethodByName('helloWorld').getSelector()],
        suggestedParams: await app.params(),
      });
    expect(await app.value(a, 'methodArg', [txnArg(await appl(), a)])).toBe(app.appId);
    expect(await app.value(a, 'nestedTxnArg', [txnArg(await payTxn(a), a), txnArg(await appl(), a)])).toBe(
      app.appId,
    );
  });

  for (const [label, rel, abiCreate] of [
    ['state (Puya ARC-56, template variables)', 'algokit-utils-ts/state/State.arc56.json', true],
    ['testing-app (ARC-32, TEAL v8)', 'algokit-utils-ts/testing-app/application.json', false],
  ] as const) {
    it(`${label}: create, call_abi, state setters, boxes, opt-in, update and delete`, async () => {
      const spec = loadSpec(rel, { VALUE: 42, UPDATABLE: 1, DELETABLE: 1 });
      const app = new SpecApp(h, spec);
      if (abiCreate) {
        // A bare create sets `value` from TMPL_VALUE; create_abi echoes its input.
        await app.createBare(a);
        expect((await app.global()).get('value')).toBe(42n);
        const other = new SpecApp(h, spec);
        const res = await other.create(a, 'create_abi', ['made by ABI']);
        expect(res.methodResults[0]?.returnValue).toBe('made by ABI');
      } else {
        await app.createBare(a);
        expect((await app.global()).get('value')).toBe(42n);
      }
      expect(await app.value(a, 'call_abi', ['Sextant'])).toBe('Hello, Sextant');
      const payment = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: app.address,
        amount: 123_456,
        suggestedParams: await app.params(),
      });
      expect(await app.value(a, 'call_abi_txn', [txnArg(payment, a), 'ok'])).toBe('Sent 123456. ok');
      await expect(app.call(a, 'error')).rejects.toThrow(
        abiCreate ? /logic eval error: err opcode executed/ : /logic eval error: assert failed/,
      );

      await app.call(a, 'set_global', [1, 2, 'bytes one', enc('four')]);
      const g = await app.global();
      expect(g.get('int1')).toBe(1n);
      expect(g.get('int2')).toBe(2n);
      expect(g.get('bytes1')).toEqual(enc('bytes one'));
      expect(g.get('bytes2')).toEqual(enc('four'));
      expect(await app.value(a, 'default_value_from_global_state', [g.get('int1') as bigint])).toBe(1n);

      const b = await funded(h, a, 1_000_000);
      await app.call(b, 'opt_in', [], { onComplete: OC.OptInOC });
      await app.call(b, 'set_local', [3, 4, 'local one', enc('LOCL')]);
      const l = await app.local(b.addr);
      expect(l.get('local_int1')).toBe(3n);
      expect(l.get('local_int2')).toBe(4n);
      expect(l.get('local_bytes1')).toEqual(enc('local one'));
      expect(l.get('local_bytes2')).toEqual(enc('LOCL'));
      expect(await app.value(b, 'default_value_from_local_state', ['local one'])).toBe(
        'Local state, local one',
      );
      expect(await app.value(a, 'default_value', ['default value'])).toBe('default value');
      expect(await app.value(a, 'default_value_from_abi', ['x'])).toBe('ABI, x');

      await pay(h, a, app.address, 200_000);
      const boxName = enc('box1');
      await app.call(a, 'set_box', [boxName, 'in a box'], { boxes: [{ appIndex: 0, name: boxName }] });
      // Puya's BoxMap[Bytes4, arc4.String] keeps the ARC-4 encoding; the Beaker app stores the bytes.
      expect(await app.box(boxName)).toEqual(abiCreate ? abiString('in a box') : enc('in a box'));

      if (abiCreate) {
        expect(await app.value(a, 'call_abi_uint64', [2n ** 64n - 1n])).toBe(2n ** 64n - 1n);
        expect(await app.value(a, 'call_abi_uint32_readonly', [7])).toBe(7n);
        expect(await app.value(a, 'default_value_int', [123])).toBe(123n);
        expect(await app.value(a, 'structs', [['Ada', 36]])).toEqual(['Hello, Ada', 72n]);
        const asset = 99n;
        expect(
          await app.value(a, 'call_with_references', [asset, b.addr, app.appId], {
            appForeignAssets: [Number(asset)],
            appAccounts: [b.addr],
          }),
        ).toBe(1n);
      } else {
        const foreignApp = Number(app.appId);
        const got = await app.value(a, 'call_abi_foreign_refs', [], {
          appForeignApps: [foreignApp],
          appForeignAssets: [77],
          appAccounts: [b.addr],
        });
        // Accounts 0 is the sender.
        const pk = algosdk.decodeAddress(a.addr).publicKey;
        expect(got).toBe(`App: ${foreignApp}, Asset: 77, Account: ${pk[0]}:${pk[1]}`);
      }

      // Only the creator updates or deletes; TMPL_UPDATABLE / TMPL_DELETABLE are 1.
      const current = (await h.algod.getApplicationByID(app.appId).do()).params;
      if (current === undefined) throw new Error('no app params');
      const { approvalProgram, clearStateProgram: clearProgram } = current;
      const upd = await app.call(a, 'update_abi', ['updated'], {
        onComplete: OC.UpdateApplicationOC,
        approvalProgram,
        clearProgram,
      });
      expect(upd.methodResults[0]?.returnValue).toBe('updated');
      await expect(app.call(b, 'delete_abi', ['no'], { onComplete: OC.DeleteApplicationOC })).rejects.toThrow(
        /logic eval error/,
      );
      const del = await app.call(a, 'delete_abi', ['gone'], { onComplete: OC.DeleteApplicationOC });
      expect(del.methodResults[0]?.returnValue).toBe('gone');
      await expect(h.algod.getApplicationByID(app.appId).do()).rejects.toThrow(/application does not exist/);
    });
  }
});

import { createHash } from 'node:crypto';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { callMethod, deploy, puyaSpec } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

const itob = (n: bigint) => algosdk.bigIntToBytes(n, 8);

/** ARC-28 events and box contracts (Puya), called through the ATC and read back through algod. */
describe('ARC-28 events and boxes', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  const fund = async (to: string, amount: number) => {
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: to,
      amount,
      suggestedParams: await h.algod.getTransactionParams().do(),
    });
    await h.algod.sendRawTransaction(fastSign(pay, a.sk)).do();
  };

  it('puya arc_28: emit_swapped logs Swapped(b, a) three times', async () => {
    const spec = puyaSpec('arc_28', 'EventEmitter');
    const appId = await deploy(h, spec, a);
    const res = await callMethod(h, appId, spec, a, 'emit_swapped', [7, 9]);
    const logs = (await h.algod.pendingTransactionInformation(res.txID).do()).logs ?? [];
    expect(logs).toHaveLength(3);
    // ARC-28: the first 4 bytes of sha512_256 of the event signature (no return type).
    const selector = createHash('sha512-256').update('Swapped(uint64,uint64)').digest().subarray(0, 4);
    const fields = new algosdk.ABITupleType([new algosdk.ABIUintType(64), new algosdk.ABIUintType(64)]);
    for (const log of logs) {
      expect([...log.subarray(0, 4)]).toEqual([...selector]);
      expect(fields.decode(log.subarray(4))).toEqual([9n, 7n]);
    }
  });

  it('puya struct_in_box: add_user, attach_asset_to_user, get_user; box and min balance', async () => {
    const spec = puyaSpec('struct_in_box', 'ExampleContract');
    const appId = await deploy(h, spec, a);
    const appAddr = algosdk.getApplicationAddress(appId).toString();
    await fund(appAddr, 200_000);
    const box = { appIndex: 0, name: itob(42n) };
    await callMethod(h, appId, spec, a, 'add_user', [['Ada', 42n, 0n]], { boxes: [box] });
    await callMethod(h, appId, spec, a, 'attach_asset_to_user', [42n, 777n], { boxes: [box] });
    const got = await callMethod(h, appId, spec, a, 'get_user', [42n], { boxes: [box] });
    expect(got.returnValue).toEqual(['Ada', 42n, 777n]);
    const stored = await h.algod.getApplicationBoxByName(appId, itob(42n)).do();
    const struct = algosdk.ABIType.from('(string,uint64,uint64)');
    expect(struct.decode(stored.value)).toEqual(['Ada', 42n, 777n]);
    const acct = await h.algod.accountInformation(appAddr).do();
    const size = 8 + stored.value.length;
    expect(acct.totalBoxes).toBe(1);
    expect(acct.totalBoxBytes).toBe(size);
    expect(acct.minBalance).toBe(100_000n + 2_500n + 400n * BigInt(size));
    await expect(
      callMethod(h, appId, spec, a, 'add_user', [['Bob', 42n, 0n]], { boxes: [box] }),
    ).rejects.toThrow(/logic eval error: assert failed pc=\d+\. Details: app=\d+, pc=\d+/);
    await expect(callMethod(h, appId, spec, a, 'get_user', [43n], { boxes: [] })).rejects.toThrow(
      /logic eval error: invalid Box reference/,
    );
  });

  it('an app account short of the box min balance cannot create the box', async () => {
    const spec = puyaSpec('struct_in_box', 'ExampleContract');
    const appId = await deploy(h, spec, a);
    await fund(algosdk.getApplicationAddress(appId).toString(), 100_000);
    await expect(
      callMethod(h, appId, spec, a, 'add_user', [['Ada', 1n, 0n]], {
        boxes: [{ appIndex: 0, name: itob(1n) }],
      }),
    ).rejects.toThrow(/balance 100000 below min 114900 \(0 assets\)/);
  });

  it('puya box_storage: set_boxes then read_boxes, with the read budget of empty references', async () => {
    const spec = puyaSpec('box_storage', 'BoxContract');
    const appId = await deploy(h, spec, a);
    await fund(algosdk.getApplicationAddress(appId).toString(), 5_000_000);
    const enc = new TextEncoder();
    const named = ['box_a', 'b', 'BOX_C', 'box_d', 'box_large'].map((n) => ({
      appIndex: 0,
      name: enc.encode(n),
    }));
    // box_large is 6160 bytes: three empty references buy the I/O budget (2048 bytes each).
    const boxes = [...named, ...[1, 2, 3].map(() => ({ appIndex: 0, name: new Uint8Array() }))];
    await callMethod(h, appId, spec, a, 'set_boxes', [12n, new Uint8Array([1, 2, 3]), 'hello'], { boxes });
    const read = await callMethod(h, appId, spec, a, 'read_boxes', [], { boxes });
    expect(read.returnValue).toEqual([15n, [1, 2, 3], 'hello', 42n]);
    const large = await h.algod.getApplicationBoxByName(appId, enc.encode('box_large')).do();
    expect(large.value.length).toBe(6160);
    await expect(
      callMethod(h, appId, spec, a, 'read_boxes', [], { boxes: named.slice(0, 4) }),
    ).rejects.toThrow(
      /logic eval error: invalid Box reference 0x626f785f6c61726765\. Details: app=\d+, pc=\d+/,
    );
  });
});

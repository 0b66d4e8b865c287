import { bls12_381 } from '@noble/curves/bls12-381.js';
import { bn254 } from '@noble/curves/bn254.js';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EC_GROUPS, type EcGroup, type EcPoint, encodePoint } from '../../src/avm/eval/zk/ecGroup';
import type { TestAccount } from '../support/accounts';
import { type BrowserHarness, browserHarness } from '../support/browserHarness';
import { fastSign } from '../support/fastSign';
import { simulateGroup } from '../support/simulate';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

/**
 * ec_pairing_check and mimc end to end: TEAL compiled by the sandbox's algod, an app created and
 * called with algosdk, the pairing checks simulated with extra budget (one costs more than 16 app
 * calls pool); then the same program simulated in the Browser network (in memory, driven through
 * algosdk the way its Service Worker is).
 */
const APPROVAL = `#pragma version 11
txn NumAppArgs
bz ok
txna ApplicationArgs 0
byte "mimc"
==
bz pairing
txna ApplicationArgs 1
mimc BN254Mp110
log
b ok
pairing:
txna ApplicationArgs 1
txna ApplicationArgs 2
txna ApplicationArgs 0
byte "bls"
==
bnz bls
ec_pairing_check BN254g1
b checked
bls:
ec_pairing_check BLS12_381g1
checked:
assert
byte "paired"
log
ok:
int 1
`;

const enc = new TextEncoder();
const cat = (...b: Uint8Array[]) => new Uint8Array(Buffer.concat(b));
const pt = (g: EcGroup, p: EcPoint) => encodePoint(g, p);

// go: data/transactions/logic/pairing_test.go TestPairCheck (−G1·G2 + G1·G2 = 0)
const bn = [EC_GROUPS.BN254g1, EC_GROUPS.BN254g2] as const;
const bls = [EC_GROUPS.BLS12_381g1, EC_GROUPS.BLS12_381g2] as const;
const pairs = {
  bn: {
    g1: cat(pt(bn[0], bn254.G1.Point.BASE.negate() as EcPoint), pt(bn[0], bn254.G1.Point.BASE as EcPoint)),
    g2: cat(
      pt(bn[1], bn254.G2.Point.BASE as unknown as EcPoint),
      pt(bn[1], bn254.G2.Point.BASE as unknown as EcPoint),
    ),
  },
  bls: {
    g1: cat(
      pt(bls[0], bls12_381.G1.Point.BASE.negate() as EcPoint),
      pt(bls[0], bls12_381.G1.Point.BASE as EcPoint),
    ),
    g2: cat(
      pt(bls[1], bls12_381.G2.Point.BASE as unknown as EcPoint),
      pt(bls[1], bls12_381.G2.Point.BASE as unknown as EcPoint),
    ),
  },
};

/** Creating the app (the approval program runs on create too, with these arguments). */
async function createTxn(algod: algosdk.Algodv2, sender: string, args: Uint8Array[] = []) {
  const compiled = async (teal: string) =>
    new Uint8Array(Buffer.from((await algod.compile(teal).do()).result, 'base64'));
  return algosdk.makeApplicationCreateTxnFromObject({
    sender,
    approvalProgram: await compiled(APPROVAL),
    clearProgram: await compiled('#pragma version 11\nint 1'),
    numGlobalInts: 0,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    appArgs: args,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await algod.getTransactionParams().do(),
  });
}

describe('pairing and MiMC opcodes in a running sandbox', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let appId: bigint;

  const sp = () => h.algod.getTransactionParams().do();
  const call = async (args: Uint8Array[]) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: appId,
      appArgs: args,
      suggestedParams: await sp(),
    });
  const simulate = async (args: Uint8Array[], extraOpcodeBudget: number) =>
    simulateGroup(h.algod, [await call(args)], { extraOpcodeBudget });

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    const { txid } = await h.algod.sendRawTransaction(fastSign(await createTxn(h.algod, a.addr), a.sk)).do();
    appId = (await h.algod.pendingTransactionInformation(txid).do()).applicationIndex as bigint;
  });
  afterAll(() => h.stop());

  it('mimc BN254Mp110 in a committed app call logs go’s known answer', async () => {
    // go: data/transactions/logic/crypto_test.go TestMimc (preimage 1 and its BN254Mp110 hash)
    const pre = Buffer.from('23a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b5042535', 'hex');
    const want = BigInt('12886436712380113721405259596386800092738845035233065858332878701083870690753');
    const { txid } = await h.algod
      .sendRawTransaction(fastSign(await call([enc.encode('mimc'), pre]), a.sk))
      .do();
    const info = await h.algod.pendingTransactionInformation(txid).do();
    expect(info.confirmedRound).toBeGreaterThan(0n);
    expect(BigInt(`0x${Buffer.from(info.logs?.[0] ?? []).toString('hex')}`)).toBe(want);
  });

  it('mimc rejects a block above the modulus with go’s error', async () => {
    const bad = new Uint8Array(32).fill(0xff);
    await expect(
      h.algod.sendRawTransaction(fastSign(await call([enc.encode('mimc'), bad]), a.sk)).do(),
    ).rejects.toThrow(
      /logic eval error: invalid mimc input invalid fr\.Element encoding\. Details: app=\d+, pc=\d+/,
    );
  });

  it.each([
    ['bn', 'BN254', 8000 + 7400 * 4],
    ['bls', 'BLS12-381', 13000 + 10000 * 4],
  ] as const)('ec_pairing_check (%s, %s) passes when simulated with extra budget', async (sel, _, cost) => {
    const g = await simulate([enc.encode(sel), pairs[sel].g1, pairs[sel].g2], cost);
    expect(g.failureMessage).toBeUndefined();
    const r = g.txnResults[0] as algosdk.modelsv2.SimulateTransactionResult;
    expect(r.txnResult.logs?.map((l) => Buffer.from(l).toString())).toEqual(['paired']);
    expect(Number(r.appBudgetConsumed)).toBeGreaterThan(cost);
  });

  it('a pairing product that is not the identity fails the assert', async () => {
    const g = await simulate([enc.encode('bn'), pairs.bn.g1.slice(64), pairs.bn.g2.slice(128)], 30_000);
    expect(g.failureMessage).toMatch(/logic eval error: assert failed/);
  });

  it('a committed call cannot afford a pairing check: go’s budget error', async () => {
    await expect(
      h.algod
        .sendRawTransaction(fastSign(await call([enc.encode('bn'), pairs.bn.g1, pairs.bn.g2]), a.sk))
        .do(),
    ).rejects.toThrow(/dynamic cost budget exceeded, executing ec_pairing_check/);
  });
});

describe('the same program in the Browser network', () => {
  let h: BrowserHarness;
  let algod: algosdk.Algodv2;
  let sender: string;

  /** Simulates creating the app with these arguments: the approval program runs on create. */
  const simulateCreate = async (args: Uint8Array[], extraOpcodeBudget: number) =>
    simulateGroup(algod, [await createTxn(algod, sender, args)], { extraOpcodeBudget });

  beforeAll(async () => {
    h = await browserHarness();
    algod = h.algod;
    sender = h.rich.addr;
  });
  afterAll(() => h.close());

  it('mimc and both pairing checks answer as in the Node sandbox', async () => {
    const pre = Buffer.from('23a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b5042535', 'hex');
    const mimc = await simulateCreate([enc.encode('mimc'), pre], 0);
    expect(mimc.failureMessage).toBeUndefined();
    const log = mimc.txnResults[0]?.txnResult.logs?.[0] ?? new Uint8Array();
    expect(BigInt(`0x${Buffer.from(log).toString('hex')}`)).toBe(
      12886436712380113721405259596386800092738845035233065858332878701083870690753n,
    );
    for (const sel of ['bn', 'bls'] as const) {
      const g = await simulateCreate([enc.encode(sel), pairs[sel].g1, pairs[sel].g2], 60_000);
      expect(g.failureMessage).toBeUndefined();
      expect(g.txnResults[0]?.txnResult.logs?.map((l) => Buffer.from(l).toString())).toEqual(['paired']);
    }
    const bad = await simulateCreate(
      [enc.encode('bn'), pairs.bn.g1.slice(64), pairs.bn.g2.slice(128)],
      30_000,
    );
    expect(bad.failureMessage).toMatch(/logic eval error: assert failed/);
  });
});

import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programHashIsEdwards25519Point } from '../src/avm/programHashOnCurve';
import type { TestAccount } from './support/accounts';
import { compile } from './support/apps';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

/**
 * go: daemon/algod/api/server/v2/handlers.go RawTransaction → rejectOnCurveLogicSigPrograms, and
 * data/transactions/logic/assembler.go finalizeProgram (what /v2/teal/compile hands back).
 */
describe('v13 escrow logic sigs whose address is an Ed25519 point', () => {
  let h: SandboxHarness;
  let a: TestAccount;

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  const fundAndSpend = async (program: Uint8Array, query = '') => {
    const lsig = new algosdk.LogicSigAccount(program);
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: lsig.address(),
      amount: 1_000_000,
      suggestedParams: h.params(),
    });
    expect((await h.post([fund], [a])).status).toBe(200);
    const spend = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: lsig.address(),
      receiver: a.addr,
      amount: 1,
      suggestedParams: h.params(),
    });
    const body = algosdk.signLogicSigTransactionObject(spend, lsig).blob;
    return h.raw(`/v2/transactions${query}`, { method: 'POST', body });
  };

  it('/v2/teal/compile salts `pushint 12` at v13 off the curve; the escrow spends', async () => {
    const program = await compile(h, '#pragma version 13\npushint 12');
    expect([...program]).toEqual([13, 0x81, 12, 0x20, 1, 0]);
    expect(programHashIsEdwards25519Point(program)).toBe(false);
    expect((await fundAndSpend(program)).status).toBe(200);
  });

  it('unsalted (#pragma autosalt false) it is refused unless skip-pq-address-check=true', async () => {
    const program = await compile(h, '#pragma version 13\n#pragma autosalt false\npushint 12');
    expect([...program]).toEqual([13, 0x81, 12]);
    const refused = await fundAndSpend(program);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message:
        'transaction 0: TEAL v13 LogicSig program hash is an Edwards25519 point and should not be used; set skip-pq-address-check=true to submit anyway if you understand the risks and know what you are doing',
    });
    expect((await fundAndSpend(program, '?skip-pq-address-check=true')).status).toBe(200);
    const bad = await fundAndSpend(program, '?skip-pq-address-check=maybe');
    expect(bad.json).toEqual({
      message:
        'Invalid format for parameter skip-pq-address-check: error binding string parameter: strconv.ParseBool: parsing "maybe": invalid syntax',
    });
  });

  it('v12 programs are not checked (version < LogicSigOffCurveVersion)', async () => {
    const program = await compile(h, '#pragma version 12\npushint 1');
    expect(programHashIsEdwards25519Point(program)).toBe(true);
    expect((await fundAndSpend(program)).status).toBe(200);
  });
});

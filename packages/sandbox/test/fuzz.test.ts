import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from './support/accounts';
import { fastSign, fastSignedTxn } from './support/fastSign';
import { prng } from './support/prng';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

const CASES_BROADCAST = 2000;
const CASES_SIMULATE = 1000;

/**
 * Seeded fuzzing of the two POST endpoints that parse client bytes: random bodies, mutated valid
 * transactions, wrong field types, lying lengths, deep nesting. Every answer must be a 4xx JSON error
 * (or 200 when the mutation happened to stay valid), and the server must still answer afterwards.
 */
describe('fuzz: POST /v2/transactions and /v2/transactions/simulate', () => {
  let h: SandboxHarness;
  let valid: Uint8Array[];
  let simulateBodies: Uint8Array[];

  beforeAll(async () => {
    h = await sandboxHarness();
    const a = h.rich[0] as TestAccount;
    const b = h.rich[1] as TestAccount;
    const sp = h.params({ lastValid: 1000n });
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 1234,
      suggestedParams: sp,
    });
    const axfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      assetIndex: 1,
      suggestedParams: sp,
    });
    const acfg = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      total: 10,
      decimals: 0,
      defaultFrozen: false,
      suggestedParams: sp,
    });
    const g1 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: b.addr,
      amount: 1,
      suggestedParams: sp,
    });
    const g2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: b.addr,
      receiver: a.addr,
      amount: 1,
      suggestedParams: sp,
    });
    algosdk.assignGroupID([g1, g2]);
    valid = [
      fastSign(pay, a.sk),
      fastSign(axfer, a.sk),
      fastSign(acfg, a.sk),
      Buffer.concat([fastSign(g1, a.sk), fastSign(g2, b.sk)]),
    ];
    const request = (txns: algosdk.SignedTransaction[]) =>
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns })],
        allowEmptySignatures: true,
      });
    simulateBodies = [
      algosdk.encodeMsgpack(request([fastSignedTxn(pay, a.sk)])),
      algosdk.encodeMsgpack(request([new algosdk.SignedTransaction({ txn: acfg })])),
      new TextEncoder().encode(algosdk.encodeJSON(request([fastSignedTxn(pay, a.sk)]))),
    ];
  });
  afterAll(() => h.stop());

  const mutate = (random: () => number, base: Uint8Array): Uint8Array => {
    const bytes = Array.from(base);
    const edits = 1 + Math.floor(random() * 4);
    for (let e = 0; e < edits; e++) {
      const at = Math.floor(random() * (bytes.length + 1));
      switch (Math.floor(random() * 6)) {
        case 0:
          bytes[at] = Math.floor(random() * 256);
          break;
        case 1:
          bytes.splice(at, 0, Math.floor(random() * 256));
          break;
        case 2:
          bytes.splice(at, 1 + Math.floor(random() * 8));
          break;
        case 3:
          bytes.length = at;
          break;
        case 4:
          bytes.splice(at, 0, ...[0xdd, 0xff, 0xff, 0xff, 0xff]);
          break; // array32 header claiming 4G items
        default:
          bytes[at] = [0xc0, 0xc2, 0xc3, 0xcf, 0xd9, 0xde, 0x90, 0x80][Math.floor(random() * 8)] as number;
      }
    }
    return Uint8Array.from(bytes);
  };

  const wrongTypes = (random: () => number, base: Uint8Array): Uint8Array => {
    const m = algosdk.msgpackRawDecodeAsMap(base) as Map<string, unknown>;
    const txn = m.get('txn') as Map<string, unknown>;
    const keys = [...txn.keys()];
    const key = keys[Math.floor(random() * keys.length)] as string;
    const values: unknown[] = [
      'text',
      -5,
      2n ** 64n - 1n,
      new Uint8Array(3),
      [1, 2],
      new Map([['x', 1]]),
      true,
      1.5,
    ];
    txn.set(key, values[Math.floor(random() * values.length)]);
    return algosdk.msgpackRawEncode(m);
  };

  const randomBody = (random: () => number, bases: Uint8Array[]): Uint8Array => {
    const base = bases[Math.floor(random() * bases.length)] as Uint8Array;
    switch (Math.floor(random() * 5)) {
      case 0:
        return Uint8Array.from({ length: Math.floor(random() * 300) }, () => Math.floor(random() * 256));
      case 1:
        return wrongTypes(random, bases[0] as Uint8Array);
      case 2:
        return Uint8Array.from([...Array.from({ length: 200 }, () => 0x91), 0x01]); // 200-deep arrays
      default:
        return mutate(random, base);
    }
  };

  const check = async (path: string, body: Uint8Array, seen: Map<number, number>) => {
    const reply = await h.raw(path, { method: 'POST', body });
    seen.set(reply.status, (seen.get(reply.status) ?? 0) + 1);
    if (reply.status !== 200) {
      expect(reply.status, reply.text).toBeGreaterThanOrEqual(400);
      expect(reply.status, reply.text).toBeLessThan(500);
      expect(typeof (reply.json as { message?: unknown })?.message, reply.text).toBe('string');
    }
  };

  it(`${CASES_BROADCAST} broadcast bodies: always 4xx JSON or 200`, { timeout: 60_000 }, async () => {
    const random = prng(0xa1607d);
    const seen = new Map<number, number>();
    for (let i = 0; i < CASES_BROADCAST; i++)
      await check('/v2/transactions', randomBody(random, valid), seen);
    expect(seen.get(400)).toBeGreaterThan(CASES_BROADCAST / 2);
    expect((await h.raw('/health', { token: null })).status).toBe(200);
  });

  it(
    `${CASES_SIMULATE} simulate bodies: always 4xx JSON or 200, state unchanged`,
    { timeout: 60_000 },
    async () => {
      const random = prng(0x5131);
      const seen = new Map<number, number>();
      const round = h.sb.ledger.latestRound();
      const digest = h.sb.ledger.stateDigest();
      for (let i = 0; i < CASES_SIMULATE; i++) {
        const base = simulateBodies[Math.floor(random() * simulateBodies.length)] as Uint8Array;
        await check('/v2/transactions/simulate', random() < 0.2 ? base : mutate(random, base), seen);
      }
      expect(seen.get(200)).toBeGreaterThan(0);
      expect(h.sb.ledger.latestRound()).toBe(round);
      expect(h.sb.ledger.stateDigest()).toBe(digest);
      expect((await h.raw('/health', { token: null })).status).toBe(200);
    },
  );
});

import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRACE_BYTES } from '../../src/algod/simulate/SimulateTracer';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { BURN_BUDGET_TEAL as BURN } from '../support/burnBudget';

/**
 * Issue #34 item 3: heavy simulates neither stall the node nor answer without bound. The trace is
 * bounded (MAX_TRACE_BYTES, a clear 400) and simulations run one at a time between other
 * requests. Figures before and after: bench/heavy-simulate.ts.
 */
describe('heavy simulates', () => {
  let h: SandboxHarness;
  let appId: bigint;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    const compile = async (src: string) =>
      new Uint8Array(Buffer.from((await h.algod.compile(src).do()).result, 'base64'));
    const creator = h.rich[0]!;
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      approvalProgram: await compile(BURN),
      clearProgram: await compile('#pragma version 10\nint 1\n'),
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: h.params(),
    });
    expect((await h.post([create], [creator])).status).toBe(200);
    appId = (await h.algod.accountInformation(creator.addr).do()).createdApps![0]!.id;
  });
  afterAll(() => h.stop());

  function simulateBody(extraOpcodeBudget: number): Uint8Array {
    const creator = h.rich[0]!;
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: creator.addr,
      appIndex: appId,
      suggestedParams: h.params(),
    });
    return algosdk.encodeMsgpack(
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [
          new algosdk.modelsv2.SimulateRequestTransactionGroup({
            txns: [new algosdk.SignedTransaction({ txn: call })],
          }),
        ],
        allowEmptySignatures: true,
        extraOpcodeBudget,
        execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({
          enable: true,
          stackChange: true,
          scratchChange: true,
          stateChange: true,
        }),
      }),
    );
  }

  const simulate = (body: Uint8Array) =>
    h.raw('/v2/transactions/simulate?format=json', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/msgpack' },
    });

  it('refuses a full-budget simulate whose full trace would pass the bound, with a clear 400', async () => {
    const res = await simulate(simulateBody(320_000));
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toBe(
      `simulation trace exceeds ${MAX_TRACE_BYTES} bytes: ask for less of it (stack-change, scratch-change, state-change) or a smaller extra-opcode-budget`,
    );
  });

  it('still traces a budget within the bound', async () => {
    const res = await simulate(simulateBody(20_000));
    expect(res.status).toBe(200);
    const group = (res.json as { 'txn-groups': { 'failure-message'?: string; 'txn-results': unknown[] }[] })[
      'txn-groups'
    ][0]!;
    expect(group['failure-message']).toContain('dynamic cost budget exceeded');
    expect(res.text.length).toBeLessThan(MAX_TRACE_BYTES);
  });

  it('answers /health between queued simulates, not after all of them', async () => {
    const order: string[] = [];
    const body = simulateBody(5_000);
    const runs = [1, 2, 3, 4].map((n) => simulate(body).then(() => order.push(`simulate ${n}`)));
    // Sent once the first simulate is surely running (its answer not yet back).
    await new Promise((r) => setTimeout(r, 50));
    const health = h.raw('/health').then((r) => order.push(`health ${r.status}`));
    await Promise.all([...runs, health]);
    expect(order.indexOf('health 200')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('health 200')).toBeLessThan(order.indexOf('simulate 4'));
  });
});

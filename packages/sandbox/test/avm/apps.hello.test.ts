import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { calculatorSpec, callMethod, deploy, puyaSpec } from '../support/apps';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

/** Real contracts deployed and called through algosdk's AtomicTransactionComposer and their ABI. */
describe('ARC-4 contracts through the ATC', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  it('puya hello_world_arc4: hello(string)string', async () => {
    const spec = puyaSpec('hello_world_arc4', 'HelloWorldContract');
    const appId = await deploy(h, spec, a);
    expect(appId).toBeGreaterThan(1000n);
    const app = await h.algod.getApplicationByID(appId).do();
    expect(app.params?.creator.toString()).toBe(a.addr);
    const res = await callMethod(h, appId, spec, a, 'hello', ['Sextant']);
    expect(res.returnValue).toBe('Hello, Sextant');
    const pending = await h.algod.pendingTransactionInformation(res.txID).do();
    expect(pending.logs?.length).toBe(1);
  });

  it("algosdk's calculator: add, mul, sub, div", async () => {
    const spec = calculatorSpec();
    const appId = await deploy(h, spec, a);
    expect((await callMethod(h, appId, spec, a, 'add', [40, 2])).returnValue).toBe(42n);
    expect((await callMethod(h, appId, spec, a, 'mul', [6, 7])).returnValue).toBe(42n);
    expect((await callMethod(h, appId, spec, a, 'sub', [50, 8])).returnValue).toBe(42n);
    expect((await callMethod(h, appId, spec, a, 'div', [85, 2])).returnValue).toBe(42n);
    await expect(callMethod(h, appId, spec, a, 'sub', [1, 2])).rejects.toThrow(
      /logic eval error: - would result negative\. Details: app=\d+, pc=\d+/,
    );
  });
});
void algosdk;

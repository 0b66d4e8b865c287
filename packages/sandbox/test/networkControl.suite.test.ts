import { AlgorandClient } from '@algorandfoundation/algokit-utils';
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount';
import algosdk from 'algosdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../src/startSandbox';

// The pattern docs/network-control.md shows: a suite written with AlgoKit's utilities (v8, the
// line that runs on Node 20) where every test starts from the same chain, because beforeEach takes
// a snapshot and afterEach reverts to it. The admin API is called with fetch, as the doc writes it.

let sb: RunningSandbox;
let algorand: AlgorandClient;
const receiver = algosdk.generateAccount().addr.toString();

/** One admin API call, as the doc's example writes it. */
async function sandboxAdmin(path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${sb.algod.url}/v2/sandbox/${path}`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': sb.token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  sb = await startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, accounts: 2 });
  // The ports on their own: algosdk's clients put their default port over one given in the URL.
  const config = (port: number) => ({ server: 'http://127.0.0.1', port, token: sb.token });
  algorand = AlgorandClient.fromConfig({
    algodConfig: config(sb.algod.port),
    indexerConfig: config(sb.indexer.port),
    kmdConfig: config(sb.kmd.port),
  });
});
afterAll(() => sb.stop());

let snapshotId: string;
const ids = new Set<string>();
beforeEach(async () => {
  snapshotId = ((await sandboxAdmin('snapshots')).snapshot as { id: string }).id;
  ids.add(snapshotId);
});
afterEach(async () => {
  await sandboxAdmin(`snapshots/${snapshotId}/revert`);
});

describe('an AlgoKit suite that snapshots in beforeEach and reverts in afterEach', () => {
  it('knows the sandbox as LocalNet and finds its dispenser in kmd', async () => {
    expect(await algorand.client.isLocalNet()).toBe(true);
    const dispenser = await algorand.account.localNetDispenser();
    expect((await algorand.account.getInformation(dispenser)).balance.microAlgo).toBeGreaterThan(0n);
  });

  // Each test sees the receiver unfunded and the chain at round 0, whatever ran before it.
  for (const algo of [1, 2.5, 3]) {
    it(`pays ${algo} ALGO to an account that starts empty`, async () => {
      const algod = algorand.client.algod;
      expect((await algod.status().do()).lastRound).toBe(0n);
      expect((await algorand.account.getInformation(receiver)).balance.microAlgo).toBe(0n);
      const sent = await algorand.send.payment({
        sender: await algorand.account.localNetDispenser(),
        receiver,
        amount: AlgoAmount.Algo(algo),
      });
      expect(sent.confirmation.confirmedRound).toBe(1n);
      await sandboxAdmin('rounds', { count: 10 });
      expect((await algorand.account.getInformation(receiver)).balance.algo).toBe(algo);
      expect((await algod.status().do()).lastRound).toBe(11n);
    });
  }

  it('took one snapshot for all of them: the same chain snapshotted again is the same snapshot', () => {
    expect(ids.size).toBe(1);
  });
});

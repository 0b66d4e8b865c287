import algosdk from 'algosdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../src/startSandbox';

// The pattern docs/network-control.md shows: every test starts from the same chain, because
// beforeEach takes a snapshot and afterEach reverts to it. Only algosdk and fetch, as a suite
// against `npm run sandbox` would use them.

let sb: RunningSandbox;
let algod: algosdk.Algodv2;
let sender: algosdk.Account;
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
  algod = new algosdk.Algodv2(sb.token, sb.algod.url);
  const key = sb.genesisKeys[0] as (typeof sb.genesisKeys)[0];
  sender = { addr: algosdk.Address.fromString(key.address), sk: key.secretKey };
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

async function pay(amount: number): Promise<void> {
  const suggestedParams = await algod.getTransactionParams().do();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver,
    amount,
    suggestedParams,
  });
  const { txid } = await algod.sendRawTransaction(txn.signTxn(sender.sk)).do();
  await algosdk.waitForConfirmation(algod, txid, 4);
}

describe('a suite that snapshots in beforeEach and reverts in afterEach', () => {
  // Each test sees the receiver unfunded and the chain at round 0, whatever ran before it.
  for (const amount of [1_000_000, 2_500_000, 3_000_000]) {
    it(`pays ${amount} to an account that starts empty`, async () => {
      expect((await algod.status().do()).lastRound).toBe(0n);
      expect((await algod.accountInformation(receiver).do()).amount).toBe(0n);
      await pay(amount);
      await sandboxAdmin('rounds', { count: 10 });
      expect((await algod.accountInformation(receiver).do()).amount).toBe(BigInt(amount));
      expect((await algod.status().do()).lastRound).toBe(11n);
    });
  }
  it('took one snapshot for all of them: the same chain snapshotted again is the same snapshot', () => {
    expect(ids.size).toBe(1);
  });
});

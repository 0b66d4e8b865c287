import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { buildRemoteWorld, remoteDoor, type RemoteDoor, type RemoteWorld } from '../support/forkRemote';

// A remote that answers what an algod never would: each gives a clear error naming the resource
// and the remote (502), is not kept, and the fork answers again once the remote is right.

let remote: SandboxHarness;
let door: RemoteDoor;
let world: RemoteWorld;
let fork: SandboxHarness;

beforeAll(async () => {
  remote = await sandboxHarness();
  world = await buildRemoteWorld(remote);
  door = await remoteDoor(remote.sb.algod.url);
  fork = await sandboxHarness({ fork: { url: door.url, token: remote.sb.token, timeoutMs: 2000 } });
});
afterAll(async () => {
  await fork?.stop();
  await door?.close();
  await remote?.stop();
});

const message = (json: unknown) => (json as { message: string }).message;

describe('a fork whose remote answers wrongly', () => {
  it.each([
    ['401, a bad token', 401, '{"message":"Invalid API Token"}', /answered HTTP 401: .*Invalid API Token/],
    [
      '500, a failing node',
      500,
      '{"message":"database is locked"}',
      /answered HTTP 500: .*database is locked/,
    ],
    ['503 with a page', 503, '<html>Service Unavailable</html>', /answered HTTP 503: <html>/],
    ['404 that is not algod’s', 404, '<html>Not Found</html>', /is not algod's \(HTTP 404: <html>/],
    ['200 with a malformed body', 200, '{"amount":', /is not algod's \(HTTP 200: \{"amount":/],
    ['200 naming another account', 200, '{"address":"AAAA","amount":5}', /is not algod's \(HTTP 200/],
  ])('%s: a 502 naming the account and the remote, nothing kept', async (_name, status, body, text) => {
    const who = algosdk.generateAccount().addr.toString();
    door.mode = { status, body };
    try {
      const res = await fork.raw(`/v2/accounts/${who}`);
      expect(res.status).toBe(502);
      expect(message(res.json)).toMatch(text);
      expect(message(res.json)).toContain(`account ${who}`);
      expect(message(res.json)).toContain(door.url);
      const indexer = await fetch(`${fork.sb.indexer.url}/v2/accounts/${who}`, {
        headers: { 'X-Indexer-API-Token': fork.sb.token },
      });
      expect(indexer.status).toBe(502);
    } finally {
      door.mode = 'open';
    }
    // Nothing wrong was kept: the right answer comes once the remote gives it.
    const again = await fork.raw(`/v2/accounts/${who}`);
    expect(again.status).toBe(200);
    expect((again.json as { amount: number }).amount).toBe(0);
  });

  it('refuses a submission whose accounts the remote cannot give, and commits it once it can', async () => {
    const sp = await fork.algod.getTransactionParams().do();
    const receiver = algosdk.generateAccount().addr.toString();
    const pay = algosdk
      .makePaymentTxnWithSuggestedParamsFromObject({
        sender: world.creator.addr,
        receiver,
        amount: 100_000,
        suggestedParams: sp,
      })
      .signTxn(world.creator.sk);
    door.mode = { status: 500, body: '{"message":"boom"}' };
    try {
      await expect(fork.algod.sendRawTransaction(pay).do()).rejects.toThrow(/HTTP 500: .*boom/);
    } finally {
      door.mode = 'open';
    }
    const { txid } = await fork.algod.sendRawTransaction(pay).do();
    expect((await fork.algod.pendingTransactionInformation(txid).do()).confirmedRound).toBeGreaterThan(0n);
    expect((await fork.algod.accountInformation(receiver).do()).amount).toBe(100_000n);
  });
});

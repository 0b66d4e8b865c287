import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { buildRemoteWorld, remoteDoor, type RemoteDoor, type RemoteWorld } from '../support/forkRemote';
import { CONSENSUS_V42 } from '../../src/fork/forkConsensus';
import { compile } from '../support/apps';
import { simulateGroup } from '../support/simulate';

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

describe('a fork of a network on other consensus rules', () => {
  // go: protocol/consensus.go ConsensusV41 / ConsensusV42; config/consensus.go v42 (the sandbox's rules).
  const V41 = 'https://github.com/algorandfoundation/specs/tree/953304de35264fc3ef91bcd05c123242015eeaed';

  it('warns at start and reports the rules it follows; a v42 remote is reported as itself', async () => {
    const old = await sandboxHarness({ consensusVersion: V41, accounts: 1 });
    const v42 = await sandboxHarness({ consensusVersion: CONSENSUS_V42, accounts: 1 });
    const forks: SandboxHarness[] = [];
    try {
      const ofOld = await sandboxHarness({ fork: { url: old.sb.algod.url, token: old.sb.token } });
      forks.push(ofOld);
      expect(ofOld.sb.fork?.consensusWarning).toMatch(
        /runs consensus version .*953304de.*ConsensusV42 rules/,
      );
      expect((await ofOld.algod.status().do()).lastVersion).toBe('future');
      const ofV42 = await sandboxHarness({ fork: { url: v42.sb.algod.url, token: v42.sb.token } });
      forks.push(ofV42);
      expect(ofV42.sb.fork?.consensusWarning).toBeUndefined();
      expect((await ofV42.algod.status().do()).lastVersion).toBe(CONSENSUS_V42);
      expect((await ofV42.algod.getTransactionParams().do()).consensusVersion).toBe(CONSENSUS_V42);
      // The fork's own blocks carry it too.
      const sp = await ofV42.algod.getTransactionParams().do();
      const rich = ofV42.rich[0] as { addr: string; sk: Uint8Array };
      const { txid } = await ofV42.algod
        .sendRawTransaction(
          algosdk
            .makePaymentTxnWithSuggestedParamsFromObject({
              sender: rich.addr,
              receiver: rich.addr,
              amount: 0,
              suggestedParams: sp,
            })
            .signTxn(rich.sk),
        )
        .do();
      const round = (await ofV42.algod.pendingTransactionInformation(txid).do()).confirmedRound as bigint;
      const block = await ofV42.algod.block(round).do();
      expect(block.block.header.upgradeState.currentProtocol).toBe(CONSENSUS_V42);
    } finally {
      for (const f of forks) await f.stop();
      await old.stop();
      await v42.stop();
    }
  });
});

describe('an inner transaction’s target that no reference names', () => {
  // An app paying the address kept in its global state: with unnamed resources allowed (simulate),
  // the target is read only when the inner payment runs. The fork fetches it on that miss and
  // evaluates the group again (go: ledger/simulation/resources.go, unnamed resources).
  const PAYER = `#pragma version 10
txn ApplicationID
bz create
itxn_begin
int pay
itxn_field TypeEnum
byte "to"
app_global_get
itxn_field Receiver
int 100000
itxn_field Amount
int 0
itxn_field Fee
itxn_submit
int 1
return
create:
byte "to"
txna ApplicationArgs 0
app_global_put
int 1
return`;

  it('is fetched when the inner payment misses it, and the group is evaluated again', async () => {
    const target = algosdk.generateAccount().addr;
    const sp = await remote.algod.getTransactionParams().do();
    const send = async (txn: algosdk.Transaction) => {
      const { txid } = await remote.algod.sendRawTransaction(txn.signTxn(world.creator.sk)).do();
      return remote.algod.pendingTransactionInformation(txid).do();
    };
    const created = await send(
      algosdk.makeApplicationCreateTxnFromObject({
        sender: world.creator.addr,
        approvalProgram: await compile(remote, PAYER),
        clearProgram: await compile(remote, '#pragma version 10\nint 1'),
        numGlobalInts: 0,
        numGlobalByteSlices: 1,
        numLocalInts: 0,
        numLocalByteSlices: 0,
        appArgs: [target.publicKey],
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        suggestedParams: sp,
      }),
    );
    const appId = created.applicationIndex as bigint;
    await send(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: world.creator.addr,
        receiver: algosdk.getApplicationAddress(appId),
        amount: 1_000_000,
        suggestedParams: sp,
      }),
    );
    const fresh = await sandboxHarness({ fork: { url: door.url, token: remote.sb.token } });
    try {
      const fsp = await fresh.algod.getTransactionParams().do();
      const call = algosdk.makeApplicationNoOpTxnFromObject({
        sender: world.holder.addr,
        appIndex: appId,
        suggestedParams: { ...fsp, fee: 2000n, flatFee: true },
      });
      const group = await simulateGroup(fresh.algod, [call], { allowUnnamedResources: true });
      expect(group.failureMessage).toBeUndefined();
      const inner = group.txnResults[0]?.txnResult.innerTxns?.[0]?.txn.txn;
      expect(inner?.payment?.receiver.toString()).toBe(target.toString());
      expect(inner?.payment?.amount).toBe(100_000n);
      // The target was never named: it came in on a miss, fetched, then the group ran again.
      expect(fresh.sb.fork?.cache.get(`acct:${target.toString()}`)?.status).toBe(200);
      expect(fresh.sb.fork?.state.misses).toBeGreaterThan(0);
    } finally {
      await fresh.stop();
    }
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import algosdk from 'algosdk';
import type { TestAccount } from './accounts';
import { newAccount } from './accounts';
import { compile } from './apps';
import type { SandboxHarness } from './sandboxHarness';

/**
 * A door in front of "the remote" sandbox a fork reads from: it forwards each request (counted),
 * and can be shut (the remote is down) or made to hang (the remote is slow).
 */
export interface RemoteDoor {
  url: string;
  /** Requests forwarded so far. */
  count: number;
  /** 'hang': never answers; an answer: every request gets that status and body (a faulty remote). */
  mode: 'open' | 'hang' | { status: number; body: string };
  close(): Promise<void>;
}

export async function remoteDoor(target: string): Promise<RemoteDoor> {
  const door: RemoteDoor = { url: '', count: 0, mode: 'open', close: async () => {} };
  const server: Server = createServer((req, res) => {
    door.count++;
    if (door.mode === 'hang') return; // never answers (closed with the server)
    if (door.mode !== 'open') {
      res.writeHead(door.mode.status, { 'content-type': 'application/json' });
      res.end(door.mode.body);
      return;
    }
    const headers: Record<string, string> = {};
    const token = req.headers['x-algo-api-token'];
    if (typeof token === 'string') headers['X-Algo-API-Token'] = token;
    fetch(target + (req.url ?? '/'), { headers }).then(
      async (r) => {
        res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'application/json' });
        res.end(Buffer.from(await r.arrayBuffer()));
      },
      () => {
        res.writeHead(502);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  door.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  door.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return door;
}

/** An app with global `n` (5 at creation), local `l` (7 at opt-in) and a box `b` (itob n, by each call). */
export const COUNTER_TEAL = `#pragma version 10
txn ApplicationID
bz create
txn OnCompletion
int OptIn
==
bnz optin
byte "n"
byte "n"
app_global_get
int 1
+
app_global_put
byte "b"
byte "n"
app_global_get
itob
box_put
int 1
return
create:
byte "n"
int 5
app_global_put
int 1
return
optin:
txn Sender
byte "l"
int 7
app_local_put
int 1
return`;

/** What the remote holds before any fork: an asset held by a second account, the counter app used once. */
export interface RemoteWorld {
  creator: TestAccount;
  holder: TestAccount;
  assetId: bigint;
  appId: bigint;
  /** Funded on the remote; the tests never use its key again. */
  whale: string;
}

export async function buildRemoteWorld(remote: SandboxHarness): Promise<RemoteWorld> {
  const [creator, holder] = remote.rich as [TestAccount, TestAccount];
  const sp = await remote.algod.getTransactionParams().do();
  const send = async (txn: algosdk.Transaction, from: TestAccount) => {
    const { txid } = await remote.algod.sendRawTransaction(txn.signTxn(from.sk)).do();
    return remote.algod.pendingTransactionInformation(txid).do();
  };
  const asset = await send(
    algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 1000n,
      decimals: 0,
      defaultFrozen: false,
      unitName: 'FRK',
      assetName: 'Fork coin',
      suggestedParams: sp,
    }),
    creator,
  );
  const assetId = asset.assetIndex as bigint;
  await send(
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      receiver: holder.addr,
      assetIndex: assetId,
      amount: 0,
      suggestedParams: sp,
    }),
    holder,
  );
  await send(
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: holder.addr,
      assetIndex: assetId,
      amount: 40,
      suggestedParams: sp,
    }),
    creator,
  );
  const app = await send(
    algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      approvalProgram: await compile(remote, COUNTER_TEAL),
      clearProgram: await compile(remote, '#pragma version 10\nint 1'),
      numGlobalInts: 1,
      numGlobalByteSlices: 0,
      numLocalInts: 1,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: sp,
    }),
    creator,
  );
  const appId = app.applicationIndex as bigint;
  await send(
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: 1_000_000,
      suggestedParams: sp,
    }),
    creator,
  );
  await send(
    algosdk.makeApplicationOptInTxnFromObject({ sender: holder.addr, appIndex: appId, suggestedParams: sp }),
    holder,
  );
  await send(counterCall(holder.addr, appId, sp), holder);
  const whale = newAccount().addr;
  await send(
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: whale,
      amount: 50_000_000,
      suggestedParams: sp,
    }),
    creator,
  );
  return { creator, holder, assetId, appId, whale };
}

/** A call of the counter app (it writes its box `b`). */
export function counterCall(sender: string, appId: bigint, sp: algosdk.SuggestedParams): algosdk.Transaction {
  return algosdk.makeApplicationNoOpTxnFromObject({
    sender,
    appIndex: appId,
    boxes: [{ appIndex: appId, name: new TextEncoder().encode('b') }],
    suggestedParams: sp,
  });
}

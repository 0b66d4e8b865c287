import algosdk from 'algosdk';
import { genesisAccount } from './explorerLedger';
import type { SandboxUrls } from './fixtures';

/** The callee: an inner app call's program (40 + 2, then a log), so the trace has a call stack. */
const CALLEE = `#pragma version 10
pushint 40
pushint 2
+
pop
pushbytes "from the callee"
log
pushint 1
return`;

/**
 * Writes scratch 3 (12) and 5 (0), global "count" and box "bx", pays and calls the callee from inner
 * transactions, then fails `assert` on 12 == 13: the failing call the debugger spec steps through.
 * Called with any argument it logs "passed" instead (a passing group with inners and logs).
 */
const caller = (callee: bigint) => `#pragma version 10
txn ApplicationID
bz create
int 7
int 5
+
store 3
int 0
store 5
byte "count"
load 3
app_global_put
itxn_begin
int pay
itxn_field TypeEnum
int 1000
itxn_field Amount
txn Sender
itxn_field Receiver
itxn_next
int appl
itxn_field TypeEnum
int ${callee}
itxn_field ApplicationID
itxn_submit
byte "bx"
int 8
box_create
pop
txn NumAppArgs
bnz pass
load 3
int 13
==
assert
create:
int 1
return
pass:
byte "passed"
log
int 1
return`;

/** The debugger spec's ledger: two apps, a funded caller, and a committed payment group. */
export interface DebugLedger {
  algod: algosdk.Algodv2;
  funder: algosdk.Account;
  callerId: bigint;
  calleeId: bigint;
  /** The failing app call, unsigned, with the box and callee referenced. */
  failingCall: () => Promise<algosdk.Transaction>;
  /** The same call with an argument: it passes, and names no box (an unnamed resource). */
  passingCall: () => Promise<algosdk.Transaction>;
  /** Two payments committed as a group: their txids. */
  committedGroup: string[];
}

export async function fillDebugLedger(urls: SandboxUrls): Promise<DebugLedger> {
  const a = new URL(urls.algod);
  const k = new URL(urls.kmd);
  const algod = new algosdk.Algodv2(urls.token, a.origin, a.port);
  const kmd = new algosdk.Kmd(urls.token, k.origin, k.port);
  const funder = await genesisAccount(kmd, algod);
  const params = () => algod.getTransactionParams().do();
  const send = async (txns: algosdk.Transaction[]) => {
    await algod.sendRawTransaction(txns.map((t) => t.signTxn(funder.sk))).do();
    return algosdk.waitForConfirmation(algod, txns[txns.length - 1]?.txID() ?? '', 10);
  };
  const compile = async (src: string) => algosdk.base64ToBytes((await algod.compile(src).do()).result);
  const create = async (src: string, globalInts: number) => {
    const done = await send([
      algosdk.makeApplicationCreateTxnFromObject({
        sender: funder.addr,
        suggestedParams: await params(),
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        approvalProgram: await compile(src),
        clearProgram: await compile('#pragma version 10\nint 1'),
        numGlobalByteSlices: 0,
        numGlobalInts: globalInts,
        numLocalByteSlices: 0,
        numLocalInts: 0,
      }),
    ]);
    return done.applicationIndex as bigint;
  };
  const calleeId = await create(CALLEE, 0);
  const callerId = await create(caller(calleeId), 1);
  const pay = async (amount: number, receiver: string | algosdk.Address = funder.addr) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver,
      amount,
      suggestedParams: await params(),
    });
  await send([await pay(1_000_000, algosdk.getApplicationAddress(callerId))]);
  const group = algosdk.assignGroupID([await pay(1), await pay(2)]);
  await send(group);
  return {
    algod,
    funder,
    callerId,
    calleeId,
    committedGroup: group.map((t) => t.txID()),
    failingCall: async () =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: funder.addr,
        appIndex: callerId,
        suggestedParams: { ...(await params()), fee: 3000, flatFee: true },
        foreignApps: [calleeId],
        boxes: [{ appIndex: 0, name: new TextEncoder().encode('bx') }],
      }),
    passingCall: async () =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: funder.addr,
        appIndex: callerId,
        suggestedParams: { ...(await params()), fee: 3000, flatFee: true },
        foreignApps: [calleeId],
        appArgs: [new Uint8Array([1])],
      }),
  };
}

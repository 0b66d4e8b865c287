import { createHash } from 'node:crypto';
import algosdk from 'algosdk';
import { genesisAccount } from './explorerLedger';

/**
 * Markup and script an attacker can put in an app spec, a program's logs, its TEAL and a trace
 * file. Every payload that ran would set `window.__pwned` (to its own number).
 */
export const EVIL = {
  contractName: '<img src=x onerror=window.__pwned=1>',
  contractDesc: '<script>window.__pwned=2</script> read <a href="javascript:window.__pwned=3">this</a>',
  methodName: '<svg onload=window.__pwned=4>',
  methodDesc: '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
  argName: '<i>who</i>',
  argDesc: '<b onmouseover=window.__pwned=6>hover</b>',
  structName: '<u>Evil</u>',
  fieldName: '<em>field</em>',
  eventName: '<img src=y onerror=window.__pwned=7>',
  eventArg: '<b>data</b>',
  keyName: '<marquee>key</marquee>',
  keyDesc: 'javascript:window.__pwned=8',
  /** What the program returns (in the struct), logs as an event argument and as a raw log. */
  returned: '<img src=z onerror=window.__pwned=9>',
  eventData: '<script>window.__pwned=10</script>',
  rawLog: '<svg onload=window.__pwned=11>',
  stored: '<a href="javascript:window.__pwned=12">stored</a>',
  tealComment: '// <img src=t onerror=window.__pwned=13> in a comment',
  note: '<script>window.__pwned=14</script>',
  failure: '<img src=f onerror=window.__pwned=15>',
} as const;

/** Tags whose elements would mean some of the markup above became DOM. */
export const EVIL_TAGS = ['img', 'svg', 'iframe', 'marquee', 'u', 'em', 'b', 'i', 'script'] as const;

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
const b64 = (text: string) => Buffer.from(text).toString('base64');
const abi = (type: string, value: unknown) => algosdk.ABIType.from(type).encode(value as algosdk.ABIValue);

/** ARC-28: the first 4 bytes of SHA-512/256 of `Name(types)`. */
function eventSelector(signature: string): Uint8Array {
  return new Uint8Array(createHash('sha512-256').update(signature).digest().subarray(0, 4));
}

/**
 * Create stores the hostile string under global `k`; every other call with a non-empty argument
 * logs the event, a raw log of markup and the ABI return (a one-field struct, last), whatever its
 * selector (the program does not route, so the spec's hostile method name costs nothing); an
 * empty argument fails.
 */
export function hostileApproval(): string {
  const event = new Uint8Array([
    ...eventSelector(`${EVIL.eventName}(string)`),
    ...abi('(string)', [EVIL.eventData]),
  ]);
  const ret = new Uint8Array([0x15, 0x1f, 0x7c, 0x75, ...abi('(string)', [EVIL.returned])]);
  return `#pragma version 10
${EVIL.tealComment}
txn ApplicationID
bz create
txn NumAppArgs
int 2
<
bnz boom
txna ApplicationArgs 1
len
int 2
==
bnz boom
byte ${hex(event)}
log
byte ${hex(new TextEncoder().encode(EVIL.rawLog))}
log
byte ${hex(ret)}
log
int 1
return
boom:
err
create:
byte "k"
byte ${hex(abi('string', EVIL.stored))}
app_global_put
int 1
return`;
}

const CLEAR = '#pragma version 10\nint 1';

/** An ARC-56 spec whose every free-text place holds markup; its source is the program above. */
export function hostileSpec(): object {
  return {
    name: EVIL.contractName,
    desc: EVIL.contractDesc,
    arcs: [4, 56],
    structs: { [EVIL.structName]: [{ name: EVIL.fieldName, type: 'string' }] },
    methods: [
      {
        name: EVIL.methodName,
        desc: EVIL.methodDesc,
        args: [{ name: EVIL.argName, type: 'string', desc: EVIL.argDesc }],
        returns: { type: '(string)', struct: EVIL.structName, desc: EVIL.methodDesc },
        actions: { create: [], call: ['NoOp'] },
        readonly: false,
        events: [
          { name: EVIL.eventName, desc: EVIL.contractDesc, args: [{ name: EVIL.eventArg, type: 'string' }] },
        ],
      },
    ],
    events: [],
    state: {
      schema: { global: { ints: 0, bytes: 1 }, local: { ints: 0, bytes: 0 } },
      keys: {
        global: {
          [EVIL.keyName]: { keyType: 'AVMString', valueType: 'string', key: b64('k'), desc: EVIL.keyDesc },
        },
        local: {},
        box: {},
      },
      maps: { global: {}, local: {}, box: {} },
    },
    bareActions: { create: ['NoOp'], call: [] },
    source: { approval: b64(hostileApproval()), clear: b64(CLEAR) },
  };
}

export interface HostileApp {
  appId: bigint;
  /** The call whose logs hold the event, the return and the raw log. */
  callTxid: string;
  spec: object;
}

/** Deploys the program through algod and calls it once (the spec's method, its selector and arg). */
export async function deployHostileApp(urls: {
  algod: string;
  kmd: string;
  token: string;
}): Promise<HostileApp> {
  const algodUrl = new URL(urls.algod);
  const kmdUrl = new URL(urls.kmd);
  const algod = new algosdk.Algodv2(urls.token, algodUrl.origin, algodUrl.port);
  const kmd = new algosdk.Kmd(urls.token, kmdUrl.origin, kmdUrl.port);
  const funder = await genesisAccount(kmd, algod);
  const compile = async (source: string) =>
    new Uint8Array(Buffer.from((await algod.compile(source).do()).result, 'base64'));
  const send = async (txn: algosdk.Transaction) => {
    await algod.sendRawTransaction(txn.signTxn(funder.sk)).do();
    return algosdk.waitForConfirmation(algod, txn.txID(), 10);
  };
  const sp = await algod.getTransactionParams().do();
  const created = await send(
    algosdk.makeApplicationCreateTxnFromObject({
      sender: funder.addr,
      approvalProgram: await compile(hostileApproval()),
      clearProgram: await compile(CLEAR),
      numGlobalInts: 0,
      numGlobalByteSlices: 1,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: sp,
    }),
  );
  const appId = created.applicationIndex!;
  const method = algosdk.ABIMethod.fromSignature(`${EVIL.methodName}(string)(string)`);
  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: funder.addr,
    appIndex: appId,
    appArgs: [method.getSelector(), abi('string', EVIL.eventData)],
    note: new TextEncoder().encode(EVIL.note),
    suggestedParams: sp,
  });
  await send(call);
  return { appId, callTxid: call.txID(), spec: hostileSpec() };
}

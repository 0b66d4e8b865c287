import algosdk from 'algosdk';
import { genesisAccount } from './explorerLedger';

export interface SpecApp {
  appId: bigint;
  creator: string;
  /** Opted in (local `points` = 7) and owner of the box map entry `balances[user]` = 5. */
  user: string;
  /** The hand-written ARC-56 spec whose keys, map and struct match what the app stores. */
  spec: object;
  /** The same state declared ARC-32 style (global and local keys only). */
  arc32: object;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');
const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;

export const SPEC_APP = {
  total: 42n,
  label: 'hello, world',
  points: 7n,
  config: { limit: 1000n, title: 'vault' },
  balance: 5n,
} as const;

/**
 * Global `owner` (the creator's address), `total` (uint64) and `label` (an ABI string); local
 * `points`; a box `cfg` holding an ABI tuple (the spec's struct Config) and a box `u` + sender
 * holding a uint64 (the spec's map `balances`, keyed by address).
 */
function approval(): string {
  const label = algosdk.ABIType.from('string').encode(SPEC_APP.label);
  const config = algosdk.ABIType.from('(uint64,string)').encode([
    SPEC_APP.config.limit,
    SPEC_APP.config.title,
  ]);
  return `#pragma version 10
txn ApplicationID
bz create
txn OnCompletion
int OptIn
==
bnz optin
byte "cfg"
byte ${hex(config)}
box_put
byte "u"
txn Sender
concat
int ${SPEC_APP.balance}
itob
box_put
int 1
return
optin:
txn Sender
byte "points"
int ${SPEC_APP.points}
app_local_put
int 1
return
create:
byte "owner"
txn Sender
app_global_put
byte "total"
int ${SPEC_APP.total}
app_global_put
byte "label"
byte ${hex(label)}
app_global_put
int 1
return`;
}

const SPEC = {
  name: 'SpecDemo',
  arcs: [4, 56],
  structs: {
    Config: [
      { name: 'limit', type: 'uint64' },
      { name: 'title', type: 'string' },
    ],
  },
  methods: [],
  state: {
    schema: { global: { ints: 1, bytes: 2 }, local: { ints: 1, bytes: 0 } },
    keys: {
      global: {
        owner: { keyType: 'AVMString', valueType: 'address', key: b64('owner') },
        total: { keyType: 'AVMString', valueType: 'uint64', key: b64('total') },
        label: { keyType: 'AVMString', valueType: 'string', key: b64('label') },
      },
      local: { points: { keyType: 'AVMString', valueType: 'uint64', key: b64('points') } },
      box: { config: { keyType: 'AVMString', valueType: 'Config', key: b64('cfg') } },
    },
    maps: {
      global: {},
      local: {},
      box: { balances: { keyType: 'address', valueType: 'uint64', prefix: b64('u') } },
    },
  },
  bareActions: { create: ['NoOp'], call: ['NoOp', 'OptIn'] },
};

const ARC32 = {
  contract: { name: 'SpecDemo32', methods: [] },
  schema: {
    global: {
      declared: {
        theOwner: { type: 'bytes', key: 'owner' },
        theTotal: { type: 'uint64', key: 'total' },
      },
      reserved: {},
    },
    local: { declared: { myPoints: { type: 'uint64', key: 'points' } }, reserved: {} },
  },
};

/** Deploys the app through algod, opts a fresh account in and has it write both boxes. */
export async function deploySpecApp(urls: { algod: string; kmd: string; token: string }): Promise<SpecApp> {
  const algodUrl = new URL(urls.algod);
  const kmdUrl = new URL(urls.kmd);
  const algod = new algosdk.Algodv2(urls.token, algodUrl.origin, algodUrl.port);
  const kmd = new algosdk.Kmd(urls.token, kmdUrl.origin, kmdUrl.port);
  const funder = await genesisAccount(kmd, algod);
  const user = algosdk.generateAccount();
  const send = async (txns: algosdk.Transaction[], signers: algosdk.Account[]) => {
    if (txns.length > 1) algosdk.assignGroupID(txns);
    await algod.sendRawTransaction(txns.map((t, i) => t.signTxn(signers[i]!.sk))).do();
    return algosdk.waitForConfirmation(algod, txns.at(-1)!.txID(), 10);
  };
  const compile = async (source: string) =>
    new Uint8Array(Buffer.from((await algod.compile(source).do()).result, 'base64'));
  const sp = await algod.getTransactionParams().do();
  const created = await send(
    [
      algosdk.makeApplicationCreateTxnFromObject({
        sender: funder.addr,
        approvalProgram: await compile(approval()),
        clearProgram: await compile('#pragma version 10\nint 1'),
        numGlobalInts: 1,
        numGlobalByteSlices: 2,
        numLocalInts: 1,
        numLocalByteSlices: 0,
        onComplete: algosdk.OnApplicationComplete.NoOpOC,
        suggestedParams: sp,
      }),
    ],
    [funder],
  );
  const appId = created.applicationIndex!;
  const userBox = new Uint8Array([...Buffer.from('u'), ...user.addr.publicKey]);
  await send(
    [
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: funder.addr,
        receiver: user.addr,
        amount: 2_000_000,
        suggestedParams: sp,
      }),
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: funder.addr,
        receiver: algosdk.getApplicationAddress(appId),
        amount: 1_000_000,
        suggestedParams: sp,
      }),
      algosdk.makeApplicationOptInTxnFromObject({ sender: user.addr, appIndex: appId, suggestedParams: sp }),
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: user.addr,
        appIndex: appId,
        boxes: [
          { appIndex: 0, name: Buffer.from('cfg') },
          { appIndex: 0, name: userBox },
        ],
        suggestedParams: sp,
      }),
    ],
    [funder, funder, user, user],
  );
  return { appId, creator: funder.addr.toString(), user: user.addr.toString(), spec: SPEC, arc32: ARC32 };
}

import algosdk from 'algosdk';
import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import { genesisAccount } from './explorerLedger';

export interface LargeLedger {
  /** A fresh account that created (and so holds) `assetCount` assets. */
  creator: string;
  assetCount: number;
  /** An application holding `boxCount` boxes named `box-00000`…, each box's value its own name. */
  appId: bigint;
  boxCount: number;
  /** Transactions sent and the time the fill took, for the report. */
  txnCount: number;
  fillMs: number;
}

/** Names as the fill makes them (zero-padded so indexer byte order is numeric order too). */
export const largeAssetName = (i: number) => `Large ${String(i).padStart(5, '0')}`;
export const largeBoxName = (i: number) => `box-${String(i).padStart(5, '0')}`;

/**
 * Creates a box per application argument, its value the argument itself (`box_put` creates it).
 * A create call (ApplicationID 0) only approves.
 */
const BOX_APPROVAL = `#pragma version 10
txn ApplicationID
bz done
int 0
loop:
dup
txn NumAppArgs
==
bnz done
dup
txnas ApplicationArgs
dup
box_put
int 1
+
b loop
done:
int 1
return`;

const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Signs with node:crypto's ed25519: algosdk's tweetnacl takes milliseconds a signature, which for
 * 20,000 transactions would be most of the fill. Same bytes as `txn.signTxn(sk)` for the sender's key.
 */
function nodeSigner(account: algosdk.Account): (txn: algosdk.Transaction) => Uint8Array {
  const key: KeyObject = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, account.sk.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return (txn) =>
    algosdk.encodeMsgpack(
      new algosdk.SignedTransaction({ txn, sig: new Uint8Array(sign(null, txn.bytesToSign(), key)) }),
    );
}

const GROUP = 16;
/** Boxes per app call: the most references one transaction may carry. */
const BOXES_PER_CALL = 8;
/** Groups in flight at once: enough to keep the node busy, few enough not to queue for long. */
const IN_FLIGHT = 4;
/** Fresh suggested params this often, well inside the 1000-round validity window. */
const PARAMS_EVERY = 200;

/**
 * Fills a running sandbox through algod with an account of many assets and an application of many
 * boxes, as fast as the node takes them: full 16-transaction groups, several in flight, and one
 * wait for confirmation at the end instead of one per transaction.
 */
export async function fillLargeLedger(
  urls: { algod: string; kmd: string; token: string },
  sizes: { assets: number; boxes: number } = { assets: 10_000, boxes: 10_000 },
): Promise<LargeLedger> {
  const started = performance.now();
  const algodUrl = new URL(urls.algod);
  const kmdUrl = new URL(urls.kmd);
  const algod = new algosdk.Algodv2(urls.token, algodUrl.origin, algodUrl.port);
  const kmd = new algosdk.Kmd(urls.token, kmdUrl.origin, kmdUrl.port);
  const funder = await genesisAccount(kmd, algod);
  const creator = algosdk.generateAccount();
  const signers = new Map([funder, creator].map((a) => [a, nodeSigner(a)]));
  let txnCount = 0;

  let sp = await algod.getTransactionParams().do();
  let sentGroups = 0;
  const inFlight = new Set<Promise<unknown>>();
  const sendGroup = async (txns: algosdk.Transaction[], signer: algosdk.Account) => {
    if (sentGroups++ % PARAMS_EVERY === 0) sp = await algod.getTransactionParams().do();
    if (txns.length > 1) algosdk.assignGroupID(txns);
    const body = txns.map(signers.get(signer)!);
    txnCount += txns.length;
    const pending = algod.sendRawTransaction(body).do();
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending)).catch(() => undefined);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    return txns[txns.length - 1]!.txID();
  };
  const drain = async (lastTxid: string) => {
    await Promise.all(inFlight);
    return algosdk.waitForConfirmation(algod, lastTxid, 20);
  };
  const params = () => sp;

  // Minimum balance: 0.1 Algo per asset created, plus fees.
  const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: creator.addr,
    amount: BigInt(sizes.assets) * 101_000n + 10_000_000n,
    suggestedParams: params(),
  });
  await drain(await sendGroup([fund], funder));

  let last = '';
  for (let start = 0; start < sizes.assets; start += GROUP) {
    const txns = Array.from({ length: Math.min(GROUP, sizes.assets - start) }, (_, k) =>
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        total: 1_000_000n + BigInt(start + k),
        decimals: (start + k) % 7,
        defaultFrozen: false,
        assetName: largeAssetName(start + k),
        unitName: `L${start + k}`,
        suggestedParams: params(),
      }),
    );
    last = await sendGroup(txns, creator);
  }

  const compile = async (source: string) =>
    new Uint8Array(Buffer.from((await algod.compile(source).do()).result, 'base64'));
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: funder.addr,
    approvalProgram: await compile(BOX_APPROVAL),
    clearProgram: await compile('#pragma version 10\nint 1'),
    numGlobalInts: 0,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: params(),
  });
  const created = await drain(await sendGroup([create], funder));
  const appId = created.applicationIndex!;
  // Box minimum balance: 2500 + 400 × (name + value bytes) µAlgo each.
  const boxBytes = largeBoxName(0).length * 2;
  const appFund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: algosdk.getApplicationAddress(appId),
    amount: BigInt(sizes.boxes) * BigInt(2500 + 400 * boxBytes) + 100_000n,
    suggestedParams: params(),
  });
  await sendGroup([appFund], funder);

  const encoder = new TextEncoder();
  const perGroup = GROUP * BOXES_PER_CALL;
  for (let start = 0; start < sizes.boxes; start += perGroup) {
    const txns: algosdk.Transaction[] = [];
    for (let call = start; call < Math.min(start + perGroup, sizes.boxes); call += BOXES_PER_CALL) {
      const names = Array.from({ length: Math.min(BOXES_PER_CALL, sizes.boxes - call) }, (_, k) =>
        encoder.encode(largeBoxName(call + k)),
      );
      txns.push(
        algosdk.makeApplicationNoOpTxnFromObject({
          sender: funder.addr,
          appIndex: appId,
          appArgs: names,
          boxes: names.map((name) => ({ appIndex: 0, name })),
          suggestedParams: params(),
        }),
      );
    }
    last = await sendGroup(txns, funder);
  }
  await drain(last);

  return {
    creator: creator.addr.toString(),
    assetCount: sizes.assets,
    appId,
    boxCount: sizes.boxes,
    txnCount,
    fillMs: performance.now() - started,
  };
}

/**
 * Sends 0-Algo payments, one per request (so one round each), until the node's last round reaches
 * `round`: then a number can name both an asset and a round.
 */
export async function advanceRounds(
  urls: { algod: string; kmd: string; token: string },
  round: bigint,
): Promise<bigint> {
  const algodUrl = new URL(urls.algod);
  const kmdUrl = new URL(urls.kmd);
  const algod = new algosdk.Algodv2(urls.token, algodUrl.origin, algodUrl.port);
  const kmd = new algosdk.Kmd(urls.token, kmdUrl.origin, kmdUrl.port);
  const funder = await genesisAccount(kmd, algod);
  const sign = nodeSigner(funder);
  let last = (await algod.status().do()).lastRound;
  while (last < round) {
    const sp = await algod.getTransactionParams().do();
    const batch = Number(round - last < BigInt(IN_FLIGHT * 4) ? round - last : BigInt(IN_FLIGHT * 4));
    const bodies = Array.from({ length: batch }, (_, i) =>
      sign(
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: funder.addr,
          receiver: funder.addr,
          amount: 0,
          note: new TextEncoder().encode(`round ${last + BigInt(i)}`),
          suggestedParams: sp,
        }),
      ),
    );
    for (let i = 0; i < bodies.length; i += IN_FLIGHT)
      await Promise.all(bodies.slice(i, i + IN_FLIGHT).map((b) => algod.sendRawTransaction(b).do()));
    last = (await algod.status().do()).lastRound;
  }
  return last;
}

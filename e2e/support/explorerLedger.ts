import algosdk from 'algosdk';

export interface ExplorerLedger {
  /** The funded genesis account that sent everything below. */
  funder: string;
  funderAccount: algosdk.Account;
  /** A fresh account: paid, opted in to the asset, then rekeyed to `authorizer`. */
  holder: string;
  authorizer: string;
  assetId: bigint;
  assetName: string;
  unitName: string;
  assetUrl: string;
  /** Total in base units: 2^64 − 1, so every screen must keep it exact. */
  assetTotal: bigint;
  assetDecimals: number;
  paymentTxid: string;
  paymentAmount: bigint;
  paymentNote: string;
  transferTxid: string;
  transferAmount: bigint;
  rekeyTxid: string;
  groupId: string;
  groupTxids: string[];
  /** Round of the payment's block. */
  paymentRound: bigint;
  /** An application with uint64-max and text global state, a box `vault`, and a call that logs and pays 1234 µAlgo back (inner). */
  appId: bigint;
  appCallTxid: string;
  /** A payment from a 2-of-3 multisig account, signed by its first two members. */
  multisigTxid: string;
  multisigMembers: string[];
  /** A payment from a contract account (logic sig `int 1`). */
  logicSigTxid: string;
}

const APPROVAL = `#pragma version 10
txn ApplicationID
bz create
byte "calls"
int 1
app_global_put
byte "hello log"
log
byte "vault"
int 8
box_create
pop
itxn_begin
int pay
itxn_field TypeEnum
txn Sender
itxn_field Receiver
int 1234
itxn_field Amount
int 0
itxn_field Fee
itxn_submit
int 1
return
create:
byte "count"
int 18446744073709551615
app_global_put
byte "name"
byte "sextant"
app_global_put
int 1
return`;

const WALLET = 'unencrypted-default-wallet';

/** The secret key of the first genesis account, read from kmd as AlgoKit does. */
export async function genesisAccount(kmd: algosdk.Kmd, algod: algosdk.Algodv2): Promise<algosdk.Account> {
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const wallet = wallets.find((w) => w.name === WALLET);
  if (wallet === undefined) throw new Error(`kmd has no ${WALLET}`);
  const handle = ((await kmd.initWalletHandle(wallet.id, '')) as { wallet_handle_token: string })
    .wallet_handle_token;
  const { addresses } = (await kmd.listKeys(handle)) as { addresses: string[] };
  let best: { addr: string; amount: bigint } | undefined;
  for (const addr of addresses) {
    const info = await algod.accountInformation(addr).do();
    if (best === undefined || info.amount > best.amount) best = { addr, amount: info.amount };
  }
  if (best === undefined) throw new Error('kmd wallet holds no keys');
  const { private_key: sk } = (await kmd.exportKey(handle, '', best.addr)) as { private_key: Uint8Array };
  await kmd.releaseWalletHandle(handle);
  return { addr: algosdk.Address.fromString(best.addr), sk };
}

/**
 * Fills a running sandbox through algod, the way any client would: payments (one with a note), an
 * asset with a uint64-max total, an opt-in and a transfer, an atomic group, and a rekey.
 */
export async function fillExplorerLedger(urls: {
  algod: string;
  kmd: string;
  token: string;
}): Promise<ExplorerLedger> {
  const algodUrl = new URL(urls.algod);
  const kmdUrl = new URL(urls.kmd);
  const algod = new algosdk.Algodv2(urls.token, algodUrl.origin, algodUrl.port);
  const kmd = new algosdk.Kmd(urls.token, kmdUrl.origin, kmdUrl.port);
  const funder = await genesisAccount(kmd, algod);
  const holder = algosdk.generateAccount();
  const authorizer = algosdk.generateAccount();

  const send = async (txns: algosdk.Transaction[], signers: algosdk.Account[]) => {
    const signed = txns.map((t, i) => t.signTxn((signers[i] ?? signers[0]!).sk));
    await algod.sendRawTransaction(signed).do();
    const results = await Promise.all(txns.map((t) => algosdk.waitForConfirmation(algod, t.txID(), 10)));
    return results;
  };
  const params = async () => algod.getTransactionParams().do();

  const paymentNote = 'hello from the explorer e2e';
  const paymentAmount = 5_000_000n;
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: holder.addr,
    amount: paymentAmount,
    note: new TextEncoder().encode(paymentNote),
    suggestedParams: await params(),
  });
  const [payResult] = await send([pay], [funder]);

  const assetTotal = (1n << 64n) - 1n;
  const assetName = 'Explorer Coin';
  const unitName = 'EXC';
  const assetUrl = 'https://example.com/explorer-coin';
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    total: assetTotal,
    decimals: 6,
    defaultFrozen: false,
    assetName,
    unitName,
    assetURL: assetUrl,
    manager: funder.addr,
    reserve: funder.addr,
    freeze: funder.addr,
    clawback: funder.addr,
    suggestedParams: await params(),
  });
  const [created] = await send([create], [funder]);
  const assetId = created!.assetIndex!;

  const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: holder.addr,
    receiver: holder.addr,
    amount: 0,
    assetIndex: assetId,
    suggestedParams: await params(),
  });
  await send([optIn], [holder]);

  const transferAmount = 1_234_567_890n;
  const transfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: holder.addr,
    amount: transferAmount,
    assetIndex: assetId,
    suggestedParams: await params(),
  });
  await send([transfer], [funder]);

  const sp = await params();
  const group = algosdk.assignGroupID([
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: holder.addr,
      amount: 1000,
      suggestedParams: sp,
    }),
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      receiver: authorizer.addr,
      amount: 200_000,
      suggestedParams: sp,
    }),
  ]);
  await send(group, [funder, holder]);

  const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: holder.addr,
    receiver: holder.addr,
    amount: 0,
    rekeyTo: authorizer.addr,
    suggestedParams: await params(),
  });
  await send([rekey], [holder]);

  const compile = async (source: string) =>
    new Uint8Array(Buffer.from((await algod.compile(source).do()).result, 'base64'));
  const appCreate = algosdk.makeApplicationCreateTxnFromObject({
    sender: funder.addr,
    approvalProgram: await compile(APPROVAL),
    clearProgram: await compile('#pragma version 10\nint 1'),
    numGlobalInts: 2,
    numGlobalByteSlices: 1,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(),
  });
  const [appCreated] = await send([appCreate], [funder]);
  const appId = appCreated!.applicationIndex!;
  const appSp = await params();
  const appCall = algosdk.assignGroupID([
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: 1_000_000,
      suggestedParams: appSp,
    }),
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: funder.addr,
      appIndex: appId,
      boxes: [{ appIndex: 0, name: new TextEncoder().encode('vault') }],
      // Pays the inner payment's fee too (fee pooling).
      suggestedParams: { ...appSp, fee: 2000n, flatFee: true },
    }),
  ]);
  await send(appCall, [funder, funder]);

  const members = [algosdk.generateAccount(), algosdk.generateAccount(), algosdk.generateAccount()];
  const msigParams = { version: 1, threshold: 2, addrs: members.map((m) => m.addr) };
  const msigAddress = algosdk.multisigAddress(msigParams);
  const lsig = new algosdk.LogicSigAccount(await compile('#pragma version 10\nint 1'));
  for (const receiver of [msigAddress, lsig.address()]) {
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver,
      amount: 1_000_000,
      suggestedParams: await params(),
    });
    await send([fund], [funder]);
  }
  const msigPay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msigAddress,
    receiver: funder.addr,
    amount: 1000,
    suggestedParams: await params(),
  });
  const signed = algosdk.appendSignMultisigTransaction(
    algosdk.signMultisigTransaction(msigPay, msigParams, members[0]!.sk).blob,
    msigParams,
    members[1]!.sk,
  ).blob;
  await algod.sendRawTransaction(signed).do();
  await algosdk.waitForConfirmation(algod, msigPay.txID(), 10);
  const lsigPay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: lsig.address(),
    receiver: funder.addr,
    amount: 1000,
    suggestedParams: await params(),
  });
  await algod.sendRawTransaction(algosdk.signLogicSigTransactionObject(lsigPay, lsig).blob).do();
  await algosdk.waitForConfirmation(algod, lsigPay.txID(), 10);

  return {
    multisigTxid: msigPay.txID(),
    multisigMembers: members.map((m) => m.addr.toString()),
    logicSigTxid: lsigPay.txID(),
    appId,
    appCallTxid: appCall[1]!.txID(),
    funder: funder.addr.toString(),
    funderAccount: funder,
    holder: holder.addr.toString(),
    authorizer: authorizer.addr.toString(),
    assetId,
    assetName,
    unitName,
    assetUrl,
    assetTotal,
    assetDecimals: 6,
    paymentTxid: pay.txID(),
    paymentAmount,
    paymentNote,
    transferTxid: transfer.txID(),
    transferAmount,
    rekeyTxid: rekey.txID(),
    groupId: Buffer.from(group[0]!.group!).toString('base64'),
    groupTxids: group.map((t) => t.txID()),
    paymentRound: payResult!.confirmedRound!,
  };
}

/** One payment through algod, waited for; returns its txid. */
export async function sendPayment(
  urls: { algod: string; token: string },
  from: algosdk.Account,
  to: string,
  amount: bigint,
): Promise<string> {
  const algodUrl = new URL(urls.algod);
  const algod = new algosdk.Algodv2(urls.token, algodUrl.origin, algodUrl.port);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(txn.signTxn(from.sk)).do();
  await algosdk.waitForConfirmation(algod, txn.txID(), 10);
  return txn.txID();
}

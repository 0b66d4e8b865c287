import algosdk from 'algosdk';

export interface ExplorerLedger {
  /** The funded genesis account that sent everything below. */
  funder: string;
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
}

const WALLET = 'unencrypted-default-wallet';

/** The secret key of the first genesis account, read from kmd as AlgoKit does. */
async function genesisAccount(kmd: algosdk.Kmd, algod: algosdk.Algodv2): Promise<algosdk.Account> {
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

  return {
    funder: funder.addr.toString(),
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

import algosdk from 'algosdk';
import { genesisAccount, sendPayment } from './explorerLedger';
import type { SandboxUrls } from './fixtures';
import { sandboxClients } from './kmdWallet';

export interface ParityLedger {
  funder: algosdk.Account;
  /** A fresh account that created the asset (so kmd's accounts are not opted in to it). */
  creator: string;
  assetId: bigint;
  assetTxid: string;
  assetRound: bigint;
  /** Total 2^64 − 1: beyond what a double holds. */
  assetTotal: bigint;
  appId: bigint;
  /** The application's account, paid `appFunding` µAlgo. */
  appAddress: string;
  appFunding: bigint;
}

const MAX = (1n << 64n) - 1n;

/** An asset of total 2^64 − 1 made by a fresh account, and an application whose account holds 2 Algo. */
export async function fillParityLedger(sandbox: SandboxUrls): Promise<ParityLedger> {
  const { algod, kmd } = sandboxClients(sandbox);
  const funder = await genesisAccount(kmd, algod);
  const creator = algosdk.generateAccount();
  const send = async (txn: algosdk.Transaction, signer: algosdk.Account) => {
    await algod.sendRawTransaction(txn.signTxn(signer.sk)).do();
    return algosdk.waitForConfirmation(algod, txn.txID(), 10);
  };
  await sendPayment(sandbox, funder, creator.addr.toString(), 10_000_000n);
  const suggestedParams = await algod.getTransactionParams().do();
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    total: MAX,
    decimals: 0,
    defaultFrozen: false,
    assetName: 'Max supply',
    unitName: 'MAX',
    suggestedParams,
  });
  const asset = await send(create, creator);

  const program = async (teal: string) =>
    algosdk.base64ToBytes((await algod.compile(new TextEncoder().encode(teal)).do()).result);
  const app = await send(
    algosdk.makeApplicationCreateTxnFromObject({
      sender: funder.addr,
      approvalProgram: await program('#pragma version 10\nint 1'),
      clearProgram: await program('#pragma version 10\nint 1'),
      numGlobalByteSlices: 0,
      numGlobalInts: 0,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams,
    }),
    funder,
  );
  const appId = app.applicationIndex!;
  const appAddress = algosdk.getApplicationAddress(appId).toString();
  const appFunding = 2_000_000n;
  await sendPayment(sandbox, funder, appAddress, appFunding);
  return {
    funder,
    creator: creator.addr.toString(),
    assetId: asset.assetIndex!,
    assetTxid: create.txID(),
    assetRound: asset.confirmedRound!,
    assetTotal: MAX,
    appId,
    appAddress,
    appFunding,
  };
}

import algosdk from 'algosdk';
import type { SandboxUrls } from '../fixtures';
import { genesisAccount } from '../explorerLedger';

export interface WalletLedger {
  algod: algosdk.Algodv2;
  /** The account the scripted wallet holds (funded, so groups it signs can be sent). */
  ours: algosdk.Account;
  /** Someone else in the group: the wallet must never be asked to sign for it. */
  other: algosdk.Account;
  genesisId: string;
  /** Base64, as ARC-27 and use-wallet's network config carry it. */
  genesisHash: string;
}

export interface TwoPartyGroup {
  /** [other → ours, ours → other], grouped; only index 1 is ours to sign. */
  txns: algosdk.Transaction[];
  /** The group as goal writes it (concatenated msgpack), in base64, with none signed. */
  unsignedBase64: string;
  /** The same group with the other party's transaction already signed (so the wallet completes it). */
  otherSignedBase64: string;
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Two fresh accounts funded from the sandbox's genesis account, through algod like any client. */
export async function createWalletLedger(sandbox: SandboxUrls): Promise<WalletLedger> {
  const algodUrl = new URL(sandbox.algod);
  const kmdUrl = new URL(sandbox.kmd);
  const algod = new algosdk.Algodv2(sandbox.token, algodUrl.origin, algodUrl.port);
  const kmd = new algosdk.Kmd(sandbox.token, kmdUrl.origin, kmdUrl.port);
  const funder = await genesisAccount(kmd, algod);
  const ours = algosdk.generateAccount();
  const other = algosdk.generateAccount();
  const params = await algod.getTransactionParams().do();
  const fund = [ours, other].map((to) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: to.addr,
      amount: 10_000_000n,
      suggestedParams: params,
    }),
  );
  algosdk.assignGroupID(fund);
  await algod.sendRawTransaction(fund.map((t) => t.signTxn(funder.sk))).do();
  await algosdk.waitForConfirmation(algod, fund[0]!.txID(), 10);
  return {
    algod,
    ours,
    other,
    genesisId: params.genesisID ?? '',
    genesisHash: toBase64(params.genesisHash ?? new Uint8Array()),
  };
}

/**
 * A two-transaction group against the sandbox's current suggested params where only the second
 * is ours; `note` keeps each group's transaction ids distinct.
 */
export async function buildTwoPartyGroup(ledger: WalletLedger, note: string): Promise<TwoPartyGroup> {
  const suggestedParams = await ledger.algod.getTransactionParams().do();
  const txns = [
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: ledger.other.addr,
      receiver: ledger.ours.addr,
      amount: 1_000n,
      note: new TextEncoder().encode(`${note} (theirs)`),
      suggestedParams,
    }),
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: ledger.ours.addr,
      receiver: ledger.other.addr,
      amount: 2_000n,
      note: new TextEncoder().encode(`${note} (ours)`),
      suggestedParams,
    }),
  ];
  algosdk.assignGroupID(txns);
  const unsigned = txns.map((t) => algosdk.encodeUnsignedTransaction(t));
  return {
    txns,
    unsignedBase64: toBase64(Buffer.concat(unsigned)),
    otherSignedBase64: toBase64(Buffer.concat([txns[0]!.signTxn(ledger.other.sk), unsigned[1]!])),
  };
}

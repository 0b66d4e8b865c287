import algosdk from 'algosdk';
import { genesisAccount } from './explorerLedger';
import type { SandboxUrls } from './fixtures';

export const KMD_WALLET = 'unencrypted-default-wallet';

/**
 * Setup for the studio's specs, from Node through the sandbox's HTTP APIs: fresh accounts whose
 * keys are imported into kmd's default wallet (so the app can sign for them with kmd), funding,
 * assets, compiled programs, and reading results back.
 */
export class ComposeLedger {
  private constructor(
    readonly algod: algosdk.Algodv2,
    readonly kmd: algosdk.Kmd,
    readonly funder: algosdk.Account,
  ) {}

  static async connect(urls: SandboxUrls): Promise<ComposeLedger> {
    const a = new URL(urls.algod);
    const k = new URL(urls.kmd);
    const algod = new algosdk.Algodv2(urls.token, a.origin, a.port);
    const kmd = new algosdk.Kmd(urls.token, k.origin, k.port);
    return new ComposeLedger(algod, kmd, await genesisAccount(kmd, algod));
  }

  get funderAddress(): string {
    return this.funder.addr.toString();
  }

  /** A new account with its key in kmd's default wallet, funded with `microAlgos` (none: unfunded). */
  async kmdAccount(microAlgos = 0n): Promise<algosdk.Account> {
    const account = algosdk.generateAccount();
    const { wallets } = (await this.kmd.listWallets()) as { wallets: { id: string; name: string }[] };
    const wallet = wallets.find((w) => w.name === KMD_WALLET);
    if (wallet === undefined) throw new Error(`kmd has no ${KMD_WALLET}`);
    const { wallet_handle_token: handle } = (await this.kmd.initWalletHandle(wallet.id, '')) as {
      wallet_handle_token: string;
    };
    await this.kmd.importKey(handle, account.sk);
    await this.kmd.releaseWalletHandle(handle);
    if (microAlgos > 0n) await this.pay(this.funder, account.addr.toString(), microAlgos);
    return account;
  }

  async params(): Promise<algosdk.SuggestedParams> {
    return this.algod.getTransactionParams().do();
  }

  async send(
    txns: algosdk.Transaction[],
    signers: algosdk.Account[],
  ): Promise<algosdk.modelsv2.PendingTransactionResponse[]> {
    if (txns.length > 1) algosdk.assignGroupID(txns);
    const signed = txns.map((t, i) => t.signTxn((signers[i] ?? signers[0]!).sk));
    await this.algod.sendRawTransaction(signed).do();
    return Promise.all(txns.map((t) => algosdk.waitForConfirmation(this.algod, t.txID(), 10)));
  }

  async pay(from: algosdk.Account, to: string, amount: bigint): Promise<void> {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to,
      amount,
      suggestedParams: await this.params(),
    });
    await this.send([txn], [from]);
  }

  /** An asset made by the funder, which holds every role. */
  async createAsset(decimals: number, unitName = 'E2E'): Promise<bigint> {
    const f = this.funder.addr;
    const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: f,
      total: 1_000_000_000n,
      decimals,
      defaultFrozen: false,
      unitName,
      assetName: `${unitName} coin`,
      manager: f,
      reserve: f,
      freeze: f,
      clawback: f,
      suggestedParams: await this.params(),
    });
    const [result] = await this.send([txn], [this.funder]);
    return result!.assetIndex!;
  }

  async optIn(account: algosdk.Account, assetIndex: bigint): Promise<void> {
    const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: account.addr,
      receiver: account.addr,
      amount: 0,
      assetIndex,
      suggestedParams: await this.params(),
    });
    await this.send([txn], [account]);
  }

  /** Sends `amount` base units of an asset from the funder (which holds every role). */
  async sendAsset(assetIndex: bigint, to: string, amount: bigint): Promise<void> {
    const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: this.funder.addr,
      receiver: to,
      amount,
      assetIndex,
      suggestedParams: await this.params(),
    });
    await this.send([txn], [this.funder]);
  }

  async compile(source: string): Promise<string> {
    const { result } = await this.algod.compile(new TextEncoder().encode(source)).do();
    return result;
  }

  async round(): Promise<bigint> {
    return (await this.algod.status().do()).lastRound;
  }

  async pending(txid: string): Promise<algosdk.modelsv2.PendingTransactionResponse> {
    return this.algod.pendingTransactionInformation(txid).do();
  }

  async balance(address: string): Promise<bigint> {
    return (await this.algod.accountInformation(address).do()).amount;
  }
}

/** Random bytes as base64 (participation keys for a key registration). */
export function randomBase64(length: number): string {
  return algosdk.bytesToBase64(crypto.getRandomValues(new Uint8Array(length)));
}

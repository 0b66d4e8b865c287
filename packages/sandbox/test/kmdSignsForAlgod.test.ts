import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../src/startSandbox';

// The path a wallet takes on the sandbox: find the funded accounts in kmd's default wallet,
// sign with kmd, submit to algod, see it confirmed and indexed. Each API is the sandbox's own.
describe('kmd-signed transactions on algod', () => {
  let sb: RunningSandbox;
  let algod: algosdk.Algodv2;
  let kmd: algosdk.Kmd;
  let indexer: algosdk.Indexer;

  beforeAll(async () => {
    sb = await startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, accounts: 3 });
    algod = new algosdk.Algodv2(sb.token, 'http://127.0.0.1', sb.algod.port);
    kmd = new algosdk.Kmd(sb.token, 'http://127.0.0.1', sb.kmd.port);
    indexer = new algosdk.Indexer(sb.token, 'http://127.0.0.1', sb.indexer.port);
  });
  afterAll(() => sb.stop());

  it('signs a payment with the default wallet, and algod confirms it', async () => {
    const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
    const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet');
    expect(wallet).toBeDefined();
    const { wallet_handle_token: handle } = (await kmd.initWalletHandle(wallet!.id, '')) as {
      wallet_handle_token: string;
    };
    const { addresses } = (await kmd.listKeys(handle)) as { addresses: string[] };
    expect(addresses.sort()).toEqual(sb.genesisKeys.map((k) => k.address).sort());

    const [from, to] = addresses as [string, string];
    const params = await algod.getTransactionParams().do();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount: 1_234_567n,
      suggestedParams: params,
      note: new TextEncoder().encode('kmd → algod'),
    });
    const signed = await kmd.signTransaction(handle, '', txn);
    await kmd.releaseWalletHandle(handle);

    const before = await algod.accountInformation(to).do();
    const { txid } = await algod.sendRawTransaction(signed).do();
    expect(txid).toBe(txn.txID());
    const confirmed = await algosdk.waitForConfirmation(algod, txid, 2);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    const after = await algod.accountInformation(to).do();
    expect(after.amount - before.amount).toBe(1_234_567n);

    const found = await indexer.lookupTransactionByID(txid).do();
    expect(found.transaction.paymentTransaction?.amount).toBe(1_234_567n);
    expect(found.transaction.sender).toBe(from);
  });

  it('a key kmd does not hold cannot sign for the account', async () => {
    const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
    const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet')!;
    const { wallet_handle_token: handle } = (await kmd.initWalletHandle(wallet.id, '')) as {
      wallet_handle_token: string;
    };
    const stranger = algosdk.generateAccount().addr.toString();
    const params = await algod.getTransactionParams().do();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: stranger,
      receiver: stranger,
      amount: 0,
      suggestedParams: params,
    });
    await expect(kmd.signTransaction(handle, '', txn)).rejects.toThrow(/key does not exist in this wallet/);
    await kmd.releaseWalletHandle(handle);
  });
});

import { createRequire } from 'node:module';
import algosdk from 'algosdk';
import { describeMobileWallet } from './support/wallet/describeMobileWallet';
import { PERA } from './support/wallet/mobileWalletFlow';
import { createScriptedMobileWallet } from './support/wallet/scriptedMobileWallet';
import { verifySignedTxn } from './support/wallet/verifySignedTxn';
import { startWcBridge } from './support/wallet/wcBridge';
import { expect, test } from './support/fixtures';

interface DappConnector {
  uri: string;
  connected: boolean;
  createSession(options: { chainId: number }): Promise<void>;
  sendCustomRequest(request: {
    id: number;
    jsonrpc: '2.0';
    method: string;
    params: unknown[];
  }): Promise<unknown>;
  on(
    event: string,
    callback: (error: Error | null, payload: { params: { accounts?: string[] }[] }) => void,
  ): void;
  transportClose(): void;
}

// The relay and the scripted phone checked on their own, with @walletconnect/client as the dApp in
// Node: if this fails, the browser tests below cannot tell the app's fault from the harness's.
test('the local relay carries a WalletConnect v1 session between two Node peers', async () => {
  const require = createRequire(import.meta.url);
  const Connector = (
    require('@walletconnect/client') as { default: new (o: { bridge: string }) => DappConnector }
  ).default;
  const bridge = await startWcBridge();
  const ours = algosdk.generateAccount();
  const theirs = algosdk.generateAccount();
  const phone = createScriptedMobileWallet(ours);
  const dapp = new Connector({ bridge: bridge.url });
  try {
    const accounts = new Promise<string[]>((resolve, reject) =>
      dapp.on('connect', (error, payload) =>
        error ? reject(error) : resolve(payload.params[0]?.accounts ?? []),
      ),
    );
    await dapp.createSession({ chainId: 4160 });
    // The dApp published its session request before the phone subscribed: the relay queued it.
    await phone.pair(`${dapp.uri}&algorand=true`);
    expect(await accounts).toEqual([phone.address]);

    const sp = {
      fee: 1000n,
      flatFee: true,
      minFee: 1000n,
      firstValid: 1n,
      lastValid: 1000n,
      genesisID: 'sandnet-v1',
      genesisHash: new Uint8Array(32).fill(7),
    };
    const txns = [
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: theirs.addr,
        receiver: ours.addr,
        amount: 1n,
        suggestedParams: sp,
      }),
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: ours.addr,
        receiver: theirs.addr,
        amount: 2n,
        suggestedParams: sp,
      }),
    ];
    algosdk.assignGroupID(txns);
    const wire = txns.map((t) => Buffer.from(algosdk.encodeUnsignedTransaction(t)).toString('base64'));
    const result = (await dapp.sendCustomRequest({
      id: 1,
      jsonrpc: '2.0',
      method: 'algo_signTxn',
      params: [[{ txn: wire[0], signers: [] }, { txn: wire[1] }]],
    })) as (string | null)[];
    expect(result[0]).toBeNull();
    const { valid, txn } = verifySignedTxn(Buffer.from(result[1] ?? '', 'base64'), phone.address);
    expect(valid).toBe(true);
    expect(txn.txID()).toBe(txns[1]!.txID());

    phone.rejectNextRequest();
    await expect(
      dapp.sendCustomRequest({ id: 2, jsonrpc: '2.0', method: 'algo_signTxn', params: [[{ txn: wire[1] }]] }),
    ).rejects.toMatchObject({ message: 'User rejected the request' });

    const ended = new Promise<void>((resolve) => dapp.on('disconnect', () => resolve()));
    await phone.disconnect();
    await ended;
    expect(dapp.connected).toBe(false);
    expect(phone.requests.map((r) => r.outcome)).toEqual([
      { signed: [null, result[1]] },
      { rejected: 'User rejected the request' },
    ]);
  } finally {
    dapp.transportClose();
    phone.close();
    await bridge.close();
  }
});

describeMobileWallet(PERA);

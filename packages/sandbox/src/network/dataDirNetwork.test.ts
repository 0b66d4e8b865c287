import algosdk from 'algosdk';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBrowserSandbox } from '../browser/createBrowserSandbox';
import { BROWSER_NETWORK } from '../browser/startBrowserSandbox';
import { FAST_SCRYPT } from '../kmd/kmdTestKit';
import { DEFAULT_TOKEN } from '../SandboxOptions';
import { startSandbox } from '../startSandbox';
import { exportDataDir, importDataDir } from './dataDirNetwork';
import { MemoryNetworkStorage } from './MemoryNetworkStorage';
import { NetworkFileError } from './NetworkFileError';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sextant-datadir-net-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const browserOptions = { accounts: 2, token: DEFAULT_TOKEN, network: BROWSER_NETWORK, scrypt: FAST_SCRYPT };

async function pay(
  algod: algosdk.Algodv2,
  from: { addr: string; sk: Uint8Array },
  to: string,
  amount: bigint,
) {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  const { txid } = await algod.sendRawTransaction(txn.signTxn(from.sk)).do();
  await algosdk.waitForConfirmation(algod, txid, 4);
}

describe('a network moves between a Node data dir and the browser sandbox', () => {
  it('from a data dir to the browser sandbox, and back into another data dir', async () => {
    const dataDir = tempDir();
    const receiver = algosdk.generateAccount().addr.toString();
    const node = await startSandbox({ dataDir, accounts: 2, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    const algod = new algosdk.Algodv2(node.token, 'http://127.0.0.1', node.algod.port);
    const rich = { addr: node.genesisKeys[0]!.address, sk: node.genesisKeys[0]!.secretKey };
    await pay(algod, rich, receiver, 123_456n);
    const round = node.ledger.latestRound();
    await node.stop();

    const file = await exportDataDir(dataDir);
    const browser = await createBrowserSandbox(new MemoryNetworkStorage(), browserOptions);
    try {
      await browser.importNetwork(file);
      expect(browser.genesisId).toBe('sandnet-v1');
      const status = (await (
        await browser.fetch(
          'algod',
          new Request('http://sw/v2/status', { headers: { 'X-Algo-API-Token': DEFAULT_TOKEN } }),
        )
      ).json()) as { 'last-round': number };
      expect(BigInt(status['last-round'])).toBe(round);

      // And back: the browser's export becomes a new data dir the Node sandbox starts from.
      const again = tempDir();
      await importDataDir(again, await browser.exportNetwork());
      const restarted = await startSandbox({ dataDir: again, algodPort: 0, indexerPort: 0, kmdPort: 0 });
      try {
        expect(restarted.ledger.latestRound()).toBe(round);
        expect(restarted.ledger.account(receiver).amount).toBe(123_456n);
        const kmd = new algosdk.Kmd(restarted.token, 'http://127.0.0.1', restarted.kmd.port);
        const { wallets } = (await kmd.listWallets()) as { wallets: Array<{ name: string }> };
        expect(wallets.map((w) => w.name)).toEqual(['unencrypted-default-wallet']);
      } finally {
        await restarted.stop();
      }
    } finally {
      await browser.close();
    }
  });

  it('refuses a bad file and leaves the data dir as it was', async () => {
    const dataDir = tempDir();
    const node = await startSandbox({ dataDir, accounts: 1, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    await node.stop();
    const before = readdirSync(dataDir).sort();
    const file = await exportDataDir(dataDir);
    await expect(importDataDir(dataDir, file.subarray(0, file.length - 1))).rejects.toThrow(NetworkFileError);
    await expect(importDataDir(dataDir, new Uint8Array(3))).rejects.toThrow('not a Sextant network file');
    expect(readdirSync(dataDir).sort()).toEqual(before);
  });
});

import algosdk from 'algosdk';
import type { BrowserSandbox } from '../../src/browser/BrowserSandbox';
import { createBrowserSandbox } from '../../src/browser/createBrowserSandbox';
import { BROWSER_NETWORK } from '../../src/browser/startBrowserSandbox';
import { FAST_SCRYPT } from '../../src/kmd/kmdTestKit';
import { MemoryNetworkStorage } from '../../src/network/MemoryNetworkStorage';
import { DEFAULT_TOKEN } from '../../src/SandboxOptions';
import type { TestAccount } from './accounts';
import { fetchHttpClient } from './fetchHttpClient';

export interface BrowserHarness {
  sb: BrowserSandbox;
  /** algosdk driving the network through its `fetch`, as the Service Worker is driven. */
  algod: algosdk.Algodv2;
  /** The first funded account of kmd's default wallet, with its key. */
  rich: TestAccount;
  /** A raw POST of signed bytes to `/v2/transactions`, answered as algod answers. */
  postRaw(body: Uint8Array): Promise<{ status: number; json: { message?: string; txId?: string } }>;
  close(): void;
}

/**
 * A Browser network in memory (the Service Worker's sandbox, without the worker) and its clients;
 * or the clients of `started`, one already running (in IndexedDB, say).
 */
export async function browserHarness(started?: BrowserSandbox): Promise<BrowserHarness> {
  const sb =
    started ??
    (await createBrowserSandbox(new MemoryNetworkStorage(), {
      accounts: 1,
      token: DEFAULT_TOKEN,
      network: BROWSER_NETWORK,
      scrypt: FAST_SCRYPT,
    }));
  const algod = new algosdk.Algodv2(
    fetchHttpClient((r) => sb.fetch('algod', r), { 'X-Algo-API-Token': sb.token }),
    '',
  );
  const kmd = new algosdk.Kmd(
    fetchHttpClient((r) => sb.fetch('kmd', r), { 'X-KMD-API-Token': sb.token }) as unknown as string,
  );
  const { wallets } = (await kmd.listWallets()) as { wallets: Array<{ id: string; name: string }> };
  const id = wallets.find((w) => w.name === 'unencrypted-default-wallet')?.id ?? wallets[0]?.id ?? '';
  const handle = (await kmd.initWalletHandle(id, '')).wallet_handle_token as string;
  const addr = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses[0] ?? '';
  const { private_key } = (await kmd.exportKey(handle, '', addr)) as { private_key: Uint8Array };
  const postRaw: BrowserHarness['postRaw'] = async (body) => {
    const res = await sb.fetch(
      'algod',
      new Request('http://browser-sandbox/v2/transactions', {
        method: 'POST',
        headers: { 'X-Algo-API-Token': sb.token, 'Content-Type': 'application/x-binary' },
        body: body as BodyInit,
      }),
    );
    return { status: res.status, json: (await res.json()) as { message?: string; txId?: string } };
  };
  return { sb, algod, rich: { addr, sk: private_key }, postRaw, close: () => sb.close() };
}

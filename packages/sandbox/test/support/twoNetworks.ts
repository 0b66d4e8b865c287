import algosdk from 'algosdk';
import type { BrowserSandbox } from '../../src/browser/BrowserSandbox';
import { createBrowserSandbox } from '../../src/browser/createBrowserSandbox';
import { BROWSER_NETWORK } from '../../src/browser/startBrowserSandbox';
import { FAST_SCRYPT } from '../../src/kmd/kmdTestKit';
import { MemoryNetworkStorage } from '../../src/network/MemoryNetworkStorage';
import { DEFAULT_TOKEN } from '../../src/SandboxOptions';
import type { TestAccount } from './accounts';
import { fetchHttpClient } from './fetchHttpClient';
import { sandboxHarness } from './sandboxHarness';

/** One running network as a test drives it: algosdk's algod client, funded accounts, raw calls. */
export interface TestNetwork {
  readonly algod: algosdk.Algodv2;
  readonly rich: TestAccount;
  /** A raw algod call (token set); returns status and body bytes. */
  raw(path: string, init?: RequestInit): Promise<{ status: number; bytes: Uint8Array; json: unknown }>;
  stop(): Promise<void>;
}

const parse = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
};

/** The Node sandbox on free ports. */
async function nodeNetwork(): Promise<TestNetwork> {
  const h = await sandboxHarness({ accounts: 1 });
  return {
    algod: h.algod,
    rich: h.rich[0] as TestAccount,
    raw: async (path, init = {}) => {
      const r = await h.raw(path, init as Parameters<typeof h.raw>[1]);
      return { status: r.status, bytes: r.bytes, json: r.json };
    },
    stop: () => h.stop(),
  };
}

/** The Browser network's funded genesis account, exported from its kmd's default wallet. */
export async function browserRichAccount(sb: BrowserSandbox): Promise<TestAccount> {
  const kmd = new algosdk.Kmd(
    fetchHttpClient((r) => sb.fetch('kmd', r), { 'X-KMD-API-Token': sb.token }) as unknown as string,
  );
  const { wallets } = (await kmd.listWallets()) as { wallets: Array<{ id: string; name: string }> };
  const id = wallets.find((w) => w.name === 'unencrypted-default-wallet')?.id as string;
  const handle = (await kmd.initWalletHandle(id, '')).wallet_handle_token as string;
  const [addr] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
  const { private_key } = (await kmd.exportKey(handle, '', addr as string)) as { private_key: Uint8Array };
  return { addr: addr as string, sk: private_key };
}

/** The Browser network in memory, reached through its `fetch` as its Service Worker is. */
async function browserNetwork(): Promise<TestNetwork> {
  const sb = await createBrowserSandbox(new MemoryNetworkStorage(), {
    accounts: 1,
    token: DEFAULT_TOKEN,
    network: BROWSER_NETWORK,
    scrypt: FAST_SCRYPT,
  });
  const algod = new algosdk.Algodv2(
    fetchHttpClient((r) => sb.fetch('algod', r), { 'X-Algo-API-Token': sb.token }),
    '',
  );
  const rich = await browserRichAccount(sb);
  return {
    algod,
    rich,
    raw: async (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('X-Algo-API-Token', sb.token);
      const res = await sb.fetch('algod', new Request(`http://browser-sandbox${path}`, { ...init, headers }));
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, bytes, json: parse(bytes) };
    },
    stop: () => sb.close(),
  };
}

/** Both networks the product ships, for `describe.each`: every sandbox feature runs on each. */
export const TWO_NETWORKS: ReadonlyArray<readonly [string, () => Promise<TestNetwork>]> = [
  ['Node sandbox', nodeNetwork],
  ['Browser network', browserNetwork],
];

import type algosdk from 'algosdk';
import type { TestAccount } from './accounts';
import { browserHarness } from './browserHarness';
import { sandboxHarness } from './sandboxHarness';

/** One running network as a test drives it: algosdk's algod client, a funded account, raw calls. */
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

/** The Browser network in memory, reached through its `fetch` as its Service Worker is. */
async function browserNetwork(): Promise<TestNetwork> {
  const b = await browserHarness();
  return {
    algod: b.algod,
    rich: b.rich,
    raw: async (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('X-Algo-API-Token', b.sb.token);
      const res = await b.sb.fetch(
        'algod',
        new Request(`http://browser-sandbox${path}`, { ...init, headers }),
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, bytes, json: parse(bytes) };
    },
    stop: async () => b.close(),
  };
}

/** Both networks the product ships, for `describe.each`: every sandbox feature runs on each. */
export const TWO_NETWORKS: ReadonlyArray<readonly [string, () => Promise<TestNetwork>]> = [
  ['Node sandbox', nodeNetwork],
  ['Browser network', browserNetwork],
];

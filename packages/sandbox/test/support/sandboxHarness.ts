import algosdk from 'algosdk';
import { type RunningSandbox, startSandbox } from '../../src/startSandbox';
import type { SandboxOptions } from '../../src/SandboxOptions';
import type { TestAccount } from './accounts';
import { fastSign } from './fastSign';

export interface RawReply {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export interface SandboxHarness {
  sb: RunningSandbox;
  algod: algosdk.Algodv2;
  rich: TestAccount[];
  /** A raw call to algod with the token (unless `token: null`). */
  raw(
    path: string,
    init?: Omit<RequestInit, 'body'> & { body?: Uint8Array | string; token?: string | null },
  ): Promise<RawReply>;
  params(overrides?: Partial<algosdk.SuggestedParams>): algosdk.SuggestedParams;
  /** Signs (node:crypto) and POSTs a group as raw bytes; returns the raw reply. */
  post(txns: algosdk.Transaction[], signers: TestAccount[]): Promise<RawReply>;
  stop(): Promise<void>;
}

/** A whole sandbox on free ports (port 0), as clients see it. */
export async function sandboxHarness(options: SandboxOptions = {}): Promise<SandboxHarness> {
  const sb = await startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, accounts: 3, ...options });
  const algod = new algosdk.Algodv2(sb.token, `http://127.0.0.1`, sb.algod.port);
  const raw: SandboxHarness['raw'] = async (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.token !== null) headers.set('X-Algo-API-Token', init.token ?? sb.token);
    const { body, ...rest } = init;
    const res = await fetch(`${sb.algod.url}${path}`, {
      ...rest,
      headers,
      ...(body !== undefined && { body: body as BodyInit }),
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, bytes, text, json };
  };
  const h: SandboxHarness = {
    sb,
    algod,
    rich: sb.genesisKeys.map((k) => ({ addr: k.address, sk: k.secretKey })),
    raw,
    params: (o = {}) => ({
      fee: 1000n,
      minFee: 1000n,
      flatFee: true,
      firstValid: sb.ledger.latestRound() + 1n,
      lastValid: sb.ledger.latestRound() + 1000n,
      genesisID: sb.ledger.genesisId,
      genesisHash: sb.ledger.genesisHash,
      ...o,
    }),
    post: (txns, signers) => {
      if (txns.length > 1) algosdk.assignGroupID(txns);
      const body = Buffer.concat(
        txns.map((t, i) => fastSign(t, (signers[i] ?? (signers[0] as TestAccount)).sk)),
      );
      return raw('/v2/transactions', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-binary' },
      });
    },
    stop: () => sb.stop(),
  };
  return h;
}

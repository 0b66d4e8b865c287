/**
 * Test helpers for the kmd tests (not used by the app): serving a kmd app on a free port,
 * raw JSON calls, and an independent ed25519 verifier.
 */
import algosdk from 'algosdk';
import { expect } from 'vitest';
import { createPublicKey, verify } from 'node:crypto';
import type { GenesisKey } from '../genesis/GenesisKeys';
import { serve } from '../http/serve';
import { createKmdApp, type KmdContext } from './createKmdApp';
import { WalletFiles } from './WalletFiles';
import type { ScryptParams } from './walletCrypto';

export const TEST_TOKEN = 'a'.repeat(64);

/** Cheap scrypt so tests that unlock many wallets stay fast; the default cost is exercised elsewhere. */
export const FAST_SCRYPT: ScryptParams = { N: 1024, r: 8, p: 1 };

export interface KmdUnderTest {
  url: string;
  kmd: algosdk.Kmd;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<RawReply>;
  close(): Promise<void>;
}

export interface RawReply {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
  body: any;
}

/** Genesis-like accounts for a kmd served on its own. */
export function makeGenesisKeys(count: number): GenesisKey[] {
  return Array.from({ length: count }, () => {
    const acct = algosdk.generateAccount();
    return { address: acct.addr.toString(), secretKey: acct.sk };
  });
}

/** A kmd app on 127.0.0.1, port 0. */
export async function serveKmd(
  ctx: Partial<KmdContext> & { genesisKeys: GenesisKey[]; dataDir?: string },
): Promise<KmdUnderTest> {
  const { dataDir, ...rest } = ctx;
  const served = await serve(
    createKmdApp({
      token: TEST_TOKEN,
      scrypt: FAST_SCRYPT,
      ...rest,
      ...(dataDir !== undefined && { wallets: new WalletFiles(dataDir) }),
    }),
    '127.0.0.1',
    0,
  );
  return { ...clientFor(served.url, TEST_TOKEN), close: () => served.close() };
}

/** algosdk's Kmd client and a raw caller for a kmd at `url`. */
export function clientFor(url: string, token: string): Omit<KmdUnderTest, 'close'> {
  const { protocol, hostname, port } = new URL(url);
  const kmd = new algosdk.Kmd(token, `${protocol}//${hostname}`, Number(port));
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { 'X-KMD-API-Token': token, 'Content-Type': 'application/json', ...headers },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, headers: res.headers, text, body: parsed };
  };
  return { url, kmd, call };
}

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Verifies an ed25519 signature with node:crypto, independently of the code under test. */
export function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, message, key, signature);
}

export const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
export const unb64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));

/** Fails the test with the reply when the status is not the expected one. */
export function expectStatus(reply: RawReply, status: number): RawReply {
  if (reply.status !== status) throw new Error(`expected HTTP ${status}, got ${reply.status}: ${reply.text}`);
  return reply;
}

/** A kmd error: the status and kmd's exact body. */
export function expectKmdError(reply: RawReply, status: number, message: string): void {
  expect({ status: reply.status, body: reply.body }).toEqual({ status, body: { error: true, message } });
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
}

/** A zero-amount self-payment from `sender`, as kmd's sign endpoints receive it (base64 msgpack). */
export function zeroPaymentB64(sender: string): string {
  const suggestedParams = {
    fee: 1000,
    minFee: 1000,
    flatFee: true,
    firstValid: 1,
    lastValid: 9,
    genesisHash: new Uint8Array(32),
  };
  return b64(
    algosdk
      .makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver: sender, amount: 0, suggestedParams })
      .toByte(),
  );
}

export interface LockedWallet {
  k: KmdUnderTest;
  walletId: string;
  handle: string;
  genesis: GenesisKey[];
  sender: string;
  txnB64: string;
  /** A new handle on the wallet. */
  fresh(): Promise<string>;
}

/** A kmd with a password-protected wallet `locked` ('correct horse') holding two imported keys. */
export async function openLockedWallet(handleTtlMs: number): Promise<LockedWallet> {
  const genesis = makeGenesisKeys(2);
  const sender = genesis[0]?.address as string;
  const k = await serveKmd({ genesisKeys: genesis, handleTtlMs });
  const walletId = (await k.kmd.createWallet('locked', 'correct horse')).wallet.id as string;
  const fresh = async () =>
    (await k.kmd.initWalletHandle(walletId, 'correct horse')).wallet_handle_token as string;
  const handle = await fresh();
  for (const g of genesis) await k.kmd.importKey(handle, g.secretKey);
  return { k, walletId, handle, genesis, sender, txnB64: zeroPaymentB64(sender), fresh };
}

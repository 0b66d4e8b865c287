import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import algosdk from 'algosdk';
import { builtInNetworks } from '../../src/network/builtInNetworks';
import type { NetworkProfile } from '../../src/network/NetworkProfile';

// From the path, not a URL object: under jsdom (the web app's tests) `URL` is jsdom's, which Node refuses.
const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')}/`;
const READY = /Sandbox ready: algod (\S+) indexer (\S+) kmd (\S+) token (\S+)/;

export interface SandboxProcess {
  algod: algosdk.Algodv2;
  kmd: algosdk.Kmd;
  /** The URLs and token from the ready line, for clients of our own. */
  urls: { algod: string; indexer: string; kmd: string; token: string };
  /** The built-in Sandbox network pointed at this process, as the app builds it. */
  profile: NetworkProfile;
  stop: () => Promise<void>;
}

/**
 * The sandbox CLI as a child process on free ports. Core may not import the sandbox (layering),
 * so its tests reach it the way the app does: over HTTP.
 */
export async function startSandboxProcess(): Promise<SandboxProcess> {
  const child = spawn(
    `${ROOT}node_modules/.bin/tsx`,
    [
      'packages/sandbox/src/cli.ts',
      '--ephemeral',
      '--algod-port',
      '0',
      '--indexer-port',
      '0',
      '--kmd-port',
      '0',
      // Stops when this process's end of its stdin pipe closes: a test worker killed outright leaves no sandbox.
      '--stop-with-stdin',
    ],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const line = await readyLine(child);
  const [, algodUrl = '', indexerUrl = '', kmdUrl = '', token = ''] = READY.exec(line) ?? [];
  const client = (url: string, make: (u: URL) => algosdk.Algodv2 | algosdk.Kmd) => make(new URL(url));
  return {
    algod: client(
      algodUrl,
      (u) => new algosdk.Algodv2(token, `${u.protocol}//${u.hostname}`, u.port),
    ) as algosdk.Algodv2,
    kmd: client(kmdUrl, (u) => new algosdk.Kmd(token, `${u.protocol}//${u.hostname}`, u.port)) as algosdk.Kmd,
    urls: { algod: algodUrl, indexer: indexerUrl, kmd: kmdUrl, token },
    profile: sandboxProfile({ algod: algodUrl, indexer: indexerUrl, kmd: kmdUrl, token }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function sandboxProfile(urls: SandboxProcess['urls']): NetworkProfile {
  const profile = builtInNetworks(urls).find((n) => n.id === 'sandbox');
  if (!profile) throw new Error('no built-in Sandbox network');
  return profile;
}

function readyLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => READY.test(l));
      if (line) resolve(line);
    });
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before it was ready: ${err}`)));
  });
}

/** The first account of the funded kmd wallet, with its secret key. */
export async function fundedAccount(kmd: algosdk.Kmd): Promise<algosdk.Account> {
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet');
  if (!wallet) throw new Error('no default wallet');
  const { wallet_handle_token: handle } = (await kmd.initWalletHandle(wallet.id, '')) as {
    wallet_handle_token: string;
  };
  const { addresses } = (await kmd.listKeys(handle)) as { addresses: string[] };
  const first = addresses[0] as string;
  const { private_key: sk } = (await kmd.exportKey(handle, '', first)) as { private_key: Uint8Array };
  return { addr: algosdk.Address.fromString(first), sk };
}

/** algod's own error text from a failed algosdk call (the `message` of its JSON body). */
export function nodeMessageOf(e: unknown): string {
  const body = (e as { response?: { body?: unknown } }).response?.body;
  if (!(body instanceof Uint8Array)) throw e;
  return (JSON.parse(new TextDecoder().decode(body)) as { message: string }).message;
}

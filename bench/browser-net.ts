/**
 * The Browser network against the Node sandbox, both driven from the same Chromium tab: payments/s
 * and app calls/s (Puya hello_world_arc4's hello(string)string) POSTed by the page to each network's
 * `/v2/transactions`, one transaction per POST, CONCURRENCY at a time. The Browser network answers
 * in the page's Service Worker (sandbox + IndexedDB); the Node sandbox runs in its own process and
 * is reached over loopback HTTP. Prints figures; never asserts. Build first (`npm run build`).
 * Run: npx tsx bench/browser-net.ts   (PAYMENTS, CALLS, CONCURRENCY)
 */
import { chromium, type Page } from '@playwright/test';
import algosdk from 'algosdk';
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageHttpClient } from '../e2e/support/pageHttpClient';
import { loadOrCreateGenesis } from '../packages/sandbox/src/genesis/loadOrCreateGenesis';
import { serveDist } from '../scripts/serveDist';
import { referencePath } from '../scripts/referenceDir';

const PAYMENTS = Number(process.env.PAYMENTS ?? 1_000);
const CALLS = Number(process.env.CALLS ?? 1_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const SERVER = fileURLToPath(new URL('./sandbox-server.ts', import.meta.url));
const SPEC = referencePath('app-specs/puya/hello_world_arc4/HelloWorldContract');
const TOKEN = 'a'.repeat(64);

interface Key {
  addr: string;
  sk: Uint8Array;
}
interface Target {
  name: string;
  /** Where the page POSTs (absolute, or a path on the app's origin). */
  algodUrl: string;
  algod: algosdk.Algodv2;
  key: Key;
}

function startNodeSandbox(dataDir: string): Promise<{ child: ChildProcess; algod: string }> {
  const child = fork(SERVER, [dataDir], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, algod: (m as { algod: string }).algod }));
    child.once('exit', (code) => reject(new Error(`sandbox exited ${code}`)));
  });
}

/** The first account of kmd's default wallet (the dispenser), exported through `kmd`. */
async function dispenserKey(kmd: algosdk.Kmd): Promise<Key> {
  const { wallets } = await kmd.listWallets();
  const wallet = (wallets as { id: string; name: string }[]).find(
    (w) => w.name === 'unencrypted-default-wallet',
  );
  if (wallet === undefined) throw new Error('no default wallet');
  const handle = (await kmd.initWalletHandle(wallet.id, '')).wallet_handle_token as string;
  const [addr] = (await kmd.listKeys(handle)).addresses as string[];
  const { private_key: sk } = (await kmd.exportKey(handle, '', addr!)) as { private_key: Uint8Array };
  return { addr: addr!, sk };
}

async function deploy(algod: algosdk.Algodv2, creator: Key): Promise<bigint> {
  const compile = async (file: string) =>
    new Uint8Array(Buffer.from((await algod.compile(readFileSync(file, 'utf8')).do()).result, 'base64'));
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    approvalProgram: await compile(`${SPEC}.approval.teal`),
    clearProgram: await compile(`${SPEC}.clear.teal`),
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(txn.signTxn(creator.sk)).do();
  const info = await algosdk.waitForConfirmation(algod, txn.txID(), 4);
  if (info.applicationIndex === undefined) throw new Error('no app id');
  return info.applicationIndex;
}

/** POSTs each body from the page, `concurrency` at a time; seconds for all of them. */
async function postFromPage(page: Page, url: string, bodies: Uint8Array[]): Promise<number> {
  return page.evaluate(
    async ({ url, token, bodies, concurrency }) => {
      const decoded = bodies.map((b) => Uint8Array.from(atob(b), (c) => c.charCodeAt(0)));
      let next = 0;
      const started = performance.now();
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < decoded.length) {
            const body = decoded[next++]!;
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'X-Algo-API-Token': token, 'Content-Type': 'application/x-binary' },
              body,
            });
            if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
          }
        }),
      );
      return (performance.now() - started) / 1000;
    },
    {
      url,
      token: TOKEN,
      bodies: bodies.map((b) => Buffer.from(b).toString('base64')),
      concurrency: CONCURRENCY,
    },
  );
}

async function measure(page: Page, target: Target): Promise<{ payments: number; calls: number }> {
  const { algod, key } = target;
  const appId = await deploy(algod, key);
  const sp = await algod.getTransactionParams().do();
  const params = { ...sp, fee: 1000n, flatFee: true, lastValid: sp.firstValid + 1000n };
  const receiver = algosdk.generateAccount().addr;
  const note = (tag: string, i: number) => new TextEncoder().encode(`${tag}${i}`);
  const payments = Array.from({ length: PAYMENTS }, (_, i) =>
    algosdk
      .makePaymentTxnWithSuggestedParamsFromObject({
        sender: key.addr,
        receiver,
        amount: 100_000,
        note: note('p', i),
        suggestedParams: params,
      })
      .signTxn(key.sk),
  );
  const appArgs = [
    new algosdk.ABIMethod({
      name: 'hello',
      args: [{ type: 'string' }],
      returns: { type: 'string' },
    }).getSelector(),
    algosdk.ABIType.from('string').encode('bench'),
  ];
  const calls = Array.from({ length: CALLS }, (_, i) =>
    algosdk
      .makeApplicationNoOpTxnFromObject({
        sender: key.addr,
        appIndex: appId,
        appArgs,
        note: note('c', i),
        suggestedParams: params,
      })
      .signTxn(key.sk),
  );
  const url = `${target.algodUrl}/v2/transactions`;
  const paySeconds = await postFromPage(page, url, payments);
  const callSeconds = await postFromPage(page, url, calls);
  return { payments: PAYMENTS / paySeconds, calls: CALLS / callSeconds };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-browser-net-'));
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-browser-net-profile-'));
  const [genesisKey] = loadOrCreateGenesis(dataDir, 5).keys;
  const node = await startNodeSandbox(dataDir);
  const app = await serveDist({ distDir: DIST, config: {}, port: 0 });
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
    baseURL: app.url,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/browser');
    await page.getByTestId('home-last-round').filter({ hasText: /^\d+$/ }).waitFor({ timeout: 60_000 });
    const nodeUrl = new URL(node.algod);
    const nodeAlgod = new algosdk.Algodv2(TOKEN, `${nodeUrl.protocol}//${nodeUrl.hostname}`, nodeUrl.port);
    const through = (api: string) =>
      pageHttpClient(page, `/browser-net/${api}`, {
        header: api === 'kmd' ? 'X-KMD-API-Token' : 'X-Algo-API-Token',
        value: TOKEN,
      });
    const browserAlgod = new algosdk.Algodv2(through('algod'), 'http://browser-net');
    // algosdk's Kmd takes an HTTP client at run time (ServiceClient), though its types name only a token.
    const browserKmd = new algosdk.Kmd(through('kmd') as unknown as string, 'http://browser-net');
    const targets: Target[] = [
      {
        name: 'Node sandbox',
        algodUrl: node.algod,
        algod: nodeAlgod,
        key: { addr: genesisKey!.address, sk: genesisKey!.secretKey },
      },
      {
        name: 'Browser (tab)',
        algodUrl: '/browser-net/algod',
        algod: browserAlgod,
        key: await dispenserKey(browserKmd),
      },
    ];
    console.log(
      `${PAYMENTS} payments and ${CALLS} app calls each, one per POST, ${CONCURRENCY} at a time, from one tab`,
    );
    for (const target of targets) {
      const r = await measure(page, target);
      console.log(
        `${target.name.padEnd(14)} payments/s ${r.payments.toFixed(0).padStart(6)}   app calls/s ${r.calls.toFixed(0).padStart(6)}`,
      );
    }
  } finally {
    await context.close();
    await app.close();
    node.child.send('stop');
    await new Promise((r) => node.child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

await main();

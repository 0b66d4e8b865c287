/**
 * Heavy simulates against a node in its own process (loopback only): SIMULATES concurrent
 * full-budget simulates (one app call looping until its 700 + 320,000 opcode budget runs out, with
 * the full trace the debugger asks for: stack, scratch and state changes), while `/health` is polled
 * and one payment is sent. Prints: wall time for all simulates, their statuses and answer sizes,
 * the node's peak RSS, the slowest `/health` and the payment's POST-to-200 time. Never asserts.
 * Run: npx tsx bench/heavy-simulate.ts   (SIMULATES=8 by default; the issue's case is 64)
 */
import algosdk from 'algosdk';
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateGenesis } from '../packages/sandbox/src/genesis/loadOrCreateGenesis';
import { BURN_BUDGET_TEAL as BURN } from '../packages/sandbox/test/support/burnBudget';

const SIMULATES = Number(process.env.SIMULATES ?? 8);
const SERVER = new URL('./sandbox-server.ts', import.meta.url).pathname;

function startServer(dataDir: string): Promise<{ child: ChildProcess; algod: string; token: string }> {
  const child = fork(SERVER, [dataDir], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => {
      const r = m as { algod: string; token: string };
      resolve({ child, algod: r.algod, token: r.token });
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

/** Peak resident memory of a process so far (MB), from /proc. */
function peakRssMb(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'sextant-bench-simulate-'));
const { child, algod: url, token } = await startServer(dataDir);
try {
  const port = Number(new URL(url).port);
  const algod = new algosdk.Algodv2(token, 'http://127.0.0.1', port);
  const [rich] = loadOrCreateGenesis(dataDir, 5).keys.map((k) => ({ addr: k.address, sk: k.secretKey }));
  if (rich === undefined) throw new Error('no genesis key');
  const compile = async (src: string) =>
    new Uint8Array(Buffer.from((await algod.compile(src).do()).result, 'base64'));
  const sp = await algod.getTransactionParams().do();
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: rich.addr,
    approvalProgram: await compile(BURN),
    clearProgram: await compile('#pragma version 10\nint 1\n'),
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: sp,
  });
  const { txid } = await algod.sendRawTransaction(create.signTxn(rich.sk)).do();
  const appId = (await algosdk.waitForConfirmation(algod, txid, 4)).applicationIndex as bigint;

  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: rich.addr,
    appIndex: appId,
    suggestedParams: sp,
  });
  const request = new algosdk.modelsv2.SimulateRequest({
    txnGroups: [
      new algosdk.modelsv2.SimulateRequestTransactionGroup({
        txns: [algosdk.decodeSignedTransaction(call.signTxn(rich.sk))],
      }),
    ],
    extraOpcodeBudget: 320_000,
    execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({
      enable: true,
      stackChange: true,
      scratchChange: true,
      stateChange: true,
    }),
  });
  const body = algosdk.encodeMsgpack(request);
  const headers = { 'X-Algo-API-Token': token, 'Content-Type': 'application/msgpack' };

  let polling = true;
  let slowestHealth = 0;
  const poll = (async () => {
    while (polling) {
      const t = performance.now();
      // Node resets a request it has not answered in 300 s (requestTimeout): that counts as its wait.
      await fetch(`${url}/health`).catch(() => undefined);
      slowestHealth = Math.max(slowestHealth, performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  const t0 = performance.now();
  const simulates = Array.from({ length: SIMULATES }, async () => {
    try {
      const res = await fetch(`${url}/v2/transactions/simulate?format=json`, {
        method: 'POST',
        headers,
        body: body as BodyInit,
      });
      const text = await res.text();
      return { status: res.status, bytes: text.length, message: res.ok ? '' : text.slice(0, 160) };
    } catch (err) {
      return { status: 0, bytes: 0, message: `no answer: ${(err as Error).message}` };
    }
  });
  // A payment sent just after: how long it waits behind the simulates.
  await new Promise((r) => setTimeout(r, 20));
  const payT = performance.now();
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: rich.addr,
    receiver: rich.addr,
    amount: 1,
    suggestedParams: sp,
  });
  const payRes = await fetch(`${url}/v2/transactions`, {
    method: 'POST',
    headers: { 'X-Algo-API-Token': token, 'Content-Type': 'application/x-binary' },
    body: pay.signTxn(rich.sk) as BodyInit,
  });
  const payMs = performance.now() - payT;
  const results = await Promise.all(simulates);
  const allMs = performance.now() - t0;
  polling = false;
  await poll;

  const statuses = new Map<number, number>();
  for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
  const sizes = results.map((r) => r.bytes).sort((a, b) => a - b);
  console.log(`${SIMULATES} concurrent full-budget simulates with the full trace:`);
  console.log(
    `  all answered in ${(allMs / 1000).toFixed(1)} s; statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`,
  );
  console.log(
    `  answer size: min ${(sizes[0]! / 1e6).toFixed(2)} MB, max ${(sizes[sizes.length - 1]! / 1e6).toFixed(2)} MB`,
  );
  const failed = results.find((r) => r.message !== '');
  if (failed) console.log(`  a refusal: ${failed.message}`);
  console.log(`  node peak RSS ${peakRssMb(child.pid as number).toFixed(0)} MB`);
  console.log(
    `  slowest /health ${slowestHealth.toFixed(0)} ms; payment POST → ${payRes.status} in ${payMs.toFixed(0)} ms`,
  );
} finally {
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

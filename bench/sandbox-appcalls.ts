/**
 * App calls through the node: a simple NoOp ABI method (Puya hello_world_arc4's hello(string)string)
 * POSTed to `/v2/transactions` on a sandbox in its own process, single and in 16-transaction groups:
 * calls/s and p50/p99 latency per POST. Prints figures; never asserts.
 * Run: npx tsx bench/sandbox-appcalls.ts   (SINGLE_CALLS, GROUP_CALLS, CONCURRENCY)
 */
import algosdk from 'algosdk';
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateGenesis } from '../packages/sandbox/src/genesis/loadOrCreateGenesis';
import { fastSign as signTxn } from '../packages/sandbox/test/support/fastSign';
import { pct, postLoad } from './postLoad';
import { referencePath } from '../scripts/referenceDir';

const SINGLE_CALLS = Number(process.env.SINGLE_CALLS ?? 2_000);
const GROUP_CALLS = Number(process.env.GROUP_CALLS ?? 16_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const SERVER = new URL('./sandbox-server.ts', import.meta.url).pathname;
const SPEC = referencePath('app-specs/puya/hello_world_arc4/HelloWorldContract');

interface Ready {
  algod: string;
  token: string;
}
interface Key {
  addr: string;
  sk: Uint8Array;
}

function startServer(dataDir: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(SERVER, [dataDir], { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as Ready }));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
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
  const { txid } = await algod.sendRawTransaction(signTxn(txn, creator.sk)).do();
  const info = await algosdk.waitForConfirmation(algod, txid, 4);
  if (info.applicationIndex === undefined) throw new Error('no app id');
  return info.applicationIndex;
}

/** Pre-signed POST bodies of `count` hello("bench") calls, `groupSize` to a body. */
function makeBodies(
  keys: Key[],
  base: algosdk.SuggestedParams,
  firstRound: bigint,
  appId: bigint,
  count: number,
  groupSize: number,
  tag: string,
): Uint8Array[] {
  const method = new algosdk.ABIMethod({
    name: 'hello',
    args: [{ type: 'string', name: 'name' }],
    returns: { type: 'string' },
  });
  const appArgs = [method.getSelector(), algosdk.ABIType.from('string').encode('bench')];
  const bodies: Uint8Array[] = [];
  for (let k = 0; k < count / groupSize; k++) {
    // Each POST makes one block: its round is about firstRound + k; keep it well inside the window.
    const est = firstRound + BigInt(k);
    const fv = est > 400n ? est - 400n : 1n;
    const sp = { ...base, fee: 1000n, flatFee: true, firstValid: fv, lastValid: fv + 1000n };
    const sender = keys[k % keys.length] as Key;
    const txns = Array.from({ length: groupSize }, (_, i) =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: sender.addr,
        appIndex: appId,
        appArgs,
        note: new TextEncoder().encode(`${tag}${k}.${i}`),
        suggestedParams: sp,
      }),
    );
    if (groupSize > 1) algosdk.assignGroupID(txns);
    bodies.push(Buffer.concat(txns.map((t) => signTxn(t, sender.sk))));
  }
  return bodies;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-appcalls-'));
  let child: ChildProcess | undefined;
  try {
    const keys = loadOrCreateGenesis(dataDir, 5).keys.map((k) => ({ addr: k.address, sk: k.secretKey }));
    const server = await startServer(dataDir);
    child = server.child;
    const url = new URL(server.ready.algod);
    const algod = new algosdk.Algodv2(server.ready.token, `${url.protocol}//${url.hostname}`, url.port);
    const appId = await deploy(algod, keys[0] as Key);
    const base = await algod.getTransactionParams().do();
    const t = performance.now();
    const singles = makeBodies(keys, base, base.firstValid, appId, SINGLE_CALLS, 1, 's');
    const groups = makeBodies(
      keys,
      base,
      base.firstValid + BigInt(SINGLE_CALLS),
      appId,
      GROUP_CALLS,
      16,
      'g',
    );
    console.log(
      `app ${appId} (hello_world_arc4): signed ${SINGLE_CALLS} single and ${GROUP_CALLS} grouped calls in ${((performance.now() - t) / 1000).toFixed(1)} s (not timed)`,
    );
    const single = await postLoad(server.ready.algod, server.ready.token, singles, CONCURRENCY);
    console.log(
      `single app calls: ${SINGLE_CALLS} in ${single.seconds.toFixed(2)} s = ${(SINGLE_CALLS / single.seconds).toFixed(0)} calls/s; latency p50 ${pct(single.latencies, 50)} ms, p99 ${pct(single.latencies, 99)} ms (concurrency ${CONCURRENCY})`,
    );
    const grouped = await postLoad(server.ready.algod, server.ready.token, groups, CONCURRENCY);
    console.log(
      `16-call groups: ${GROUP_CALLS} calls in ${grouped.seconds.toFixed(2)} s = ${(GROUP_CALLS / grouped.seconds).toFixed(0)} calls/s; latency per group p50 ${pct(grouped.latencies, 50)} ms, p99 ${pct(grouped.latencies, 99)} ms`,
    );
  } finally {
    if (child !== undefined) {
      child.send('stop');
      await new Promise((r) => child?.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

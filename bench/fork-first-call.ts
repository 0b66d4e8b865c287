/**
 * A fork's first app call (#36): a sandbox started as "the remote" (in this process, loopback),
 * the counter app used once there; then RUNS fresh in-memory forks of it, each sending one app
 * call (NoOp with a box reference, signed with the remote's real key) as its first transaction.
 * Prints, as medians: the remote requests that first call made, its POST-to-200 time, and the
 * same call's time once everything is cached (the second call), and the reads that missed the
 * prefetch (each costs a fetch and a second evaluation). Never asserts.
 * Run: npx tsx bench/fork-first-call.ts   (RUNS=9 by default)
 */
import algosdk from 'algosdk';
import { startSandbox } from '../packages/sandbox/src/startSandbox';
import { buildRemoteWorld } from '../packages/sandbox/test/support/forkRemote';
import { sandboxHarness } from '../packages/sandbox/test/support/sandboxHarness';

const RUNS = Number(process.env['RUNS'] ?? 9);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

async function main(): Promise<void> {
  const remote = await sandboxHarness();
  const world = await buildRemoteWorld(remote);
  const requests: number[] = [];
  const misses: number[] = [];
  const startMs: number[] = [];
  const firstMs: number[] = [];
  const cachedMs: number[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      const fork = await startSandbox({
        algodPort: 0,
        indexerPort: 0,
        kmdPort: 0,
        accounts: 1,
        fork: { url: remote.sb.algod.url, token: remote.sb.token },
      });
      startMs.push(performance.now() - t);
      try {
        const algod = new algosdk.Algodv2(fork.token, 'http://127.0.0.1', fork.algod.port);
        const sp = await algod.getTransactionParams().do();
        const call = (note: string) =>
          algosdk
            .makeApplicationNoOpTxnFromObject({
              sender: world.holder.addr,
              appIndex: world.appId,
              boxes: [{ appIndex: world.appId, name: new TextEncoder().encode('b') }],
              note: new TextEncoder().encode(note),
              suggestedParams: sp,
            })
            .signTxn(world.holder.sk);
        const before = fork.fork?.remote.requests ?? 0;
        t = performance.now();
        await algod.sendRawTransaction(call('first')).do();
        firstMs.push(performance.now() - t);
        requests.push((fork.fork?.remote.requests ?? 0) - before);
        misses.push(fork.fork?.state.misses ?? 0);
        t = performance.now();
        await algod.sendRawTransaction(call('second')).do();
        cachedMs.push(performance.now() - t);
      } finally {
        await fork.stop();
      }
    }
  } finally {
    await remote.stop();
  }
  console.log(`fork of a local sandbox, ${RUNS} runs (medians):`);
  console.log(`  fork start (status + block header):        ${median(startMs).toFixed(1)} ms`);
  console.log(
    `  first app call: remote requests            ${median(requests)} (all runs: ${requests.join(', ')})`,
  );
  console.log(`  reads that missed the prefetch (retried)  ${median(misses)}`);
  console.log(`  first app call: POST to 200                ${median(firstMs).toFixed(1)} ms`);
  console.log(`  second app call (all cached): POST to 200  ${median(cachedMs).toFixed(1)} ms`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * The HTTP layer alone under the throughput bench's load: `POST /v2/transactions` answered by a
 * stub fast route (no ledger: `{"txId":"…"}` at once) through `serve`, with the route reading its
 * requests off the connection (`http/fastConnections`) and through node's HTTP parser
 * (`readsConnections: false`), alternated `ROUNDS` times (default 3). The server runs in a child
 * process; prints its CPU per 1,000 requests (`process.cpuUsage`, all its threads) and the client's.
 * `npx tsx bench/sandbox-http.ts`
 */
import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { Hono } from 'hono';
import { setFastRoute } from '../packages/sandbox/src/http/FastRoute';
import { serve } from '../packages/sandbox/src/http/serve';
import { postLoad } from './postLoad';

const REQUESTS = Number(process.env.REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TOKEN = 'a'.repeat(64);
const TXID = 'A'.repeat(52);

if (process.argv[2] === 'server') {
  const app = new Hono();
  const body = new TextEncoder().encode(`{"txId":"${TXID}"}`);
  setFastRoute(app, {
    takes: (method, url, headers) =>
      method === 'POST' && url === '/v2/transactions' && headers['x-algo-api-token'] === TOKEN,
    answer: () => Promise.resolve({ status: 200, body }),
    headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
  });
  const served = await serve(app, '127.0.0.1', 0, { readsConnections: process.argv[3] === 'fast' });
  let before = process.cpuUsage();
  process.on('message', (m) => {
    if (m === 'start') before = process.cpuUsage();
    if (m === 'cpu') {
      const used = process.cpuUsage(before);
      process.send?.({ cpu: (used.user + used.system) / 1e6 });
    }
    if (m === 'stop') void served.close().then(() => process.exit(0));
  });
  process.send?.({ url: served.url });
} else {
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
  const bodies = Array.from({ length: REQUESTS }, () => new Uint8Array(250));
  for (let round = 1; round <= ROUNDS; round++)
    for (const mode of ['fast', 'node']) {
      const child = fork(new URL(import.meta.url).pathname, ['server', mode], {
        execArgv: ['--import', 'tsx'],
      });
      const ask = <T>(m: string) =>
        new Promise<T>((resolve) => {
          child.once('message', (r) => resolve(r as T));
          if (m !== '') child.send(m);
        });
      const { url } = await ask<{ url: string }>('');
      // Warm-up (V8 compiles the path), then the measured load.
      await postLoad(url, TOKEN, bodies.slice(0, 5000), 4);
      child.send('start');
      const client = process.cpuUsage();
      const load = await postLoad(url, TOKEN, bodies, 4);
      const clientUsed = process.cpuUsage(client);
      const { cpu } = await ask<{ cpu: number }>('cpu');
      child.send('stop');
      await new Promise((r) => child.once('exit', r));
      const per = (s: number) => ((1000 * s) / REQUESTS).toFixed(3);
      console.log(
        `round ${round} ${mode === 'fast' ? 'fastConnections' : 'node:http      '}: ${(REQUESTS / load.seconds).toFixed(0)} req/s; server CPU per 1000 requests ${per(cpu)} s, client ${per((clientUsed.user + clientUsed.system) / 1e6)} s`,
      );
    }
}

import { Agent, request } from 'node:http';

/**
 * Sends raw signed-transaction bodies to `POST /v2/transactions` with `concurrency` requests in
 * flight, over `concurrency` keep-alive connections. `node:http` rather than `fetch`: undici's fetch
 * costs the client about three times the CPU per request (measured: a bare node server with a fetch
 * client, 1.1 ms of CPU per request for both; with `node:http`, 0.36 ms), and the client shares the
 * machine with the server it measures.
 */
export async function postLoad(
  url: string,
  token: string,
  bodies: Uint8Array[],
  concurrency: number,
): Promise<{ seconds: number; latencies: number[] }> {
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const post = (body: Uint8Array) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          agent,
          host: hostname,
          port,
          method: 'POST',
          path: '/v2/transactions',
          headers: { 'X-Algo-API-Token': token, 'Content-Length': body.length },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] as Uint8Array;
      const s = performance.now();
      const { status, text } = await post(body);
      if (status !== 200) throw new Error(`POST failed ${status}: ${text}`);
      latencies.push(performance.now() - s);
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    agent.destroy();
  }
  return { seconds: (performance.now() - t0) / 1000, latencies };
}

/** The p-th percentile of `values`, in the units given, to two decimals. */
export function pct(values: number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2);
}

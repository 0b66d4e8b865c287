/** Sends raw signed-transaction bodies to `POST /v2/transactions` with `concurrency` requests in flight. */
export async function postLoad(
  url: string,
  token: string,
  bodies: Uint8Array[],
  concurrency: number,
): Promise<{ seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] as Uint8Array;
      const s = performance.now();
      const res = await fetch(`${url}/v2/transactions`, {
        method: 'POST',
        body: body as BodyInit,
        headers: { 'X-Algo-API-Token': token },
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`POST failed ${res.status}: ${text}`);
      latencies.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { seconds: (performance.now() - t0) / 1000, latencies };
}

/** The p-th percentile of `values`, in the units given, to two decimals. */
export function pct(values: number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2);
}

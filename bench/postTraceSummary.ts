import type { postTrace } from '../packages/sandbox/src/ledger/postTrace';

type Trace = typeof postTrace;

const q = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const fmt = (values: number[]) =>
  `p50 ${q(values, 50).toFixed(3)} mean ${mean(values).toFixed(3)} p99 ${q(values, 99).toFixed(3)}`;

/**
 * The POSTs' timelines (`POST_TRACE=1`, `ledger/postTrace`) as a latency breakdown, in ms: where
 * each POST's time went between `submitDurable` being called and its fdatasync ending, how long
 * blocks and flushes took, how many ran at once, and the client's latency not spent in the server.
 */
export function postTraceSummary(trace: Trace, clientLatencies: number[]): string {
  const posts = trace.posts.filter((p) => p.synced !== undefined && p.commitStart !== undefined);
  const d = (a: keyof (typeof posts)[number], b: keyof (typeof posts)[number]) =>
    posts.map((p) => (p[b] as number) - (p[a] as number));
  const server = d('started', 'synced');
  // The flush that covered a POST: the first to start once its block was written.
  const flushes = [...trace.flushes].sort((a, b) => a[0] - b[0]);
  const slotWait: number[] = [];
  const flushTime: number[] = [];
  for (const p of posts) {
    const f = flushes.find((x) => x[0] >= (p.committed as number) - 0.001);
    if (f === undefined) continue;
    slotWait.push(f[0] - (p.committed as number));
    flushTime.push(f[1] - f[0]);
  }
  // Flushes running when each flush started (itself included).
  const overlap = flushes.map((f) => flushes.filter((g) => g[0] <= f[0] && g[1] > f[0]).length);
  const lines = [
    `POST timeline (${posts.length} POSTs, ${trace.commits.length} blocks, ${flushes.length} fdatasyncs), ms:`,
    `  decode+txids      ${fmt(d('started', 'prepared'))}`,
    `  verify            ${fmt(d('prepared', 'verified'))}`,
    `  wait for block    ${fmt(d('verified', 'commitStart'))}`,
    `  block (eval…idx)  ${fmt(d('commitStart', 'committed'))}`,
    `  wait for flush    ${fmt(slotWait)} (block written → its fdatasync started)`,
    `  its fdatasync     ${fmt(flushTime)}`,
    `  committed→synced  ${fmt(d('committed', 'synced'))}`,
    `  server total      ${fmt(server)}`,
    `  client − server   ${fmt(clientLatencies)} client; mean outside the server ${(mean(clientLatencies) - mean(server)).toFixed(3)}`,
    `  blocks: ${fmt(trace.commits.map((c) => c[1] - c[0]))}; groups a block ${mean(trace.commits.map((c) => c[2])).toFixed(2)}`,
    `  fdatasyncs: ${fmt(flushes.map((f) => f[1] - f[0]))}; running at a start: mean ${mean(overlap).toFixed(2)}`,
  ];
  return lines.join('\n');
}

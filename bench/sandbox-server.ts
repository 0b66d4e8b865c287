/**
 * The sandbox under benchmark, in its own process (so the load generator does not share its event
 * loop): `node --expose-gc --import tsx bench/sandbox-server.ts <dataDir>`. Reports over IPC:
 * `{ready, algod, token, startMs}` once listening, and `{memory}` (after a GC) when sent 'mem'.
 */
import { startSandbox } from '../packages/sandbox/src/startSandbox';

const dataDir = process.argv[2];
if (dataDir === undefined || process.send === undefined)
  throw new Error('usage: fork sandbox-server.ts <dataDir>');
const started = performance.now();
const sb = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
const startMs = performance.now() - started;
process.send({
  ready: true,
  algod: sb.algod.url,
  token: sb.token,
  startMs,
  round: String(sb.ledger.latestRound()),
});
process.on('message', (m) => {
  if (m === 'mem') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ memory: process.memoryUsage() });
  }
  if (m === 'stop') void sb.stop().then(() => process.exit(0));
});

/**
 * A sandbox in its own process for crash tests: `node --import tsx sandboxChild.ts <dataDir>`.
 * Prints one JSON line `{"algod": url, "token": t}` when ready, then serves until killed.
 */
import { startSandbox } from '../../src/startSandbox';

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('usage: sandboxChild.ts <dataDir>');
const sb = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0, accounts: 3 });
process.stdout.write(`${JSON.stringify({ algod: sb.algod.url, token: sb.token })}\n`);

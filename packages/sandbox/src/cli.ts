/**
 * `npm run sandbox -- [--algod-port N] [--indexer-port N] [--kmd-port N] [--host H] [--data-dir DIR]
 * [--accounts N] [--reset] [--repair] [--token T] [--indexer-no-token] [--ephemeral] [--consensus-version V]
 * [--export FILE] [--import FILE] [--stop-with-stdin] [--fork URL [--fork-token T] [--fork-indexer URL]
 * [--fork-timeout MS]]`. `--fork` forks the network whose algod is at URL (`fork/`): its state is read
 * through as it is touched, kept in the data dir. Prints one `Sandbox ready:` line, exits cleanly on
 * SIGINT/SIGTERM, and with `--stop-with-stdin` also when its standard input closes: a parent that
 * starts it with a pipe (test runners) cannot leave it running when the parent dies, even by SIGKILL.
 * `--repair` consents to cutting a damaged block log at its first bad record (kept beside it);
 * without it the sandbox refuses to start on one. `--export` writes the data dir's network to FILE and exits; `--import` replaces the data dir with
 * the network in FILE (exported here or by the browser sandbox), then starts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exportDataDir, importDataDir } from './network/dataDirNetwork';
import { startSandbox } from './startSandbox';
import type { ForkOptions } from './fork/ForkOptions';
import type { SandboxOptions } from './SandboxOptions';

const USAGE = `usage: sandbox [--algod-port N] [--indexer-port N] [--kmd-port N] [--host H] [--data-dir DIR] [--accounts N] [--reset] [--repair] [--token T] [--indexer-no-token] [--ephemeral] [--consensus-version V] [--export FILE] [--import FILE] [--stop-with-stdin] [--fork URL [--fork-token T] [--fork-indexer URL] [--fork-timeout MS]]`;

function port(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`--${name} must be a port number from 0 to 65535, got "${value}"`);
  return n;
}

function forkOptions(values: Record<string, string | boolean | undefined>): ForkOptions {
  const url = String(values['fork']);
  if (!/^https?:\/\/[^/]/.test(url))
    throw new Error(`--fork must be an http(s) URL of an algod, got "${url}"`);
  const timeout = values['fork-timeout'];
  const timeoutMs = timeout === undefined ? undefined : Number(timeout);
  if (timeoutMs !== undefined && (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 600_000))
    throw new Error(
      `--fork-timeout must be a whole number of milliseconds from 1 to 600000, got "${String(timeout)}"`,
    );
  const token = values['fork-token'];
  const indexer = values['fork-indexer'];
  return {
    url,
    ...(typeof token === 'string' && { token }),
    ...(typeof indexer === 'string' && { indexerUrl: indexer }),
    ...(timeoutMs !== undefined && { timeoutMs }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'algod-port': { type: 'string' },
      'indexer-port': { type: 'string' },
      'kmd-port': { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      accounts: { type: 'string' },
      reset: { type: 'boolean' },
      repair: { type: 'boolean' },
      ephemeral: { type: 'boolean' },
      token: { type: 'string' },
      'indexer-no-token': { type: 'boolean' },
      'consensus-version': { type: 'string' },
      export: { type: 'string' },
      import: { type: 'string' },
      'stop-with-stdin': { type: 'boolean' },
      fork: { type: 'string' },
      'fork-token': { type: 'string' },
      'fork-indexer': { type: 'string' },
      'fork-timeout': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const options: SandboxOptions = {};
  const algodPort = port('algod-port', values['algod-port']);
  const indexerPort = port('indexer-port', values['indexer-port']);
  const kmdPort = port('kmd-port', values['kmd-port']);
  if (algodPort !== undefined) options.algodPort = algodPort;
  if (indexerPort !== undefined) options.indexerPort = indexerPort;
  if (kmdPort !== undefined) options.kmdPort = kmdPort;
  if (values.host !== undefined) options.host = values.host;
  if (values.token !== undefined) options.token = values.token;
  if (values.reset) options.reset = true;
  if (values.repair) options.repair = true;
  if (values['indexer-no-token']) options.indexerNoToken = true;
  if (values['consensus-version'] !== undefined) options.consensusVersion = values['consensus-version'];
  // A fork keeps its own data dir unless told: the plain sandbox's is not a fork's.
  if (!values.ephemeral)
    options.dataDir =
      values['data-dir'] ?? (values.fork === undefined ? '.sandbox-data' : '.sandbox-fork-data');
  if (values.fork !== undefined) options.fork = forkOptions(values);
  else if (values['fork-token'] ?? values['fork-indexer'] ?? values['fork-timeout'])
    throw new Error('--fork-token, --fork-indexer and --fork-timeout go with --fork URL');
  if (values.accounts !== undefined) {
    const n = Number(values.accounts);
    if (!Number.isInteger(n) || n < 1 || n > 1000)
      throw new Error(`--accounts must be a whole number from 1 to 1000, got "${values.accounts}"`);
    options.accounts = n;
  }

  if (values.export !== undefined || values.import !== undefined) {
    if (options.dataDir === undefined)
      throw new Error('--export and --import need a data dir (not --ephemeral)');
    if (values.reset) throw new Error('--reset would wipe what --import brings: use one of them');
    if (values.export !== undefined) {
      writeFileSync(values.export, await exportDataDir(options.dataDir));
      console.log(`Sandbox exported: ${options.dataDir} → ${values.export}`);
      return;
    }
    await importDataDir(options.dataDir, new Uint8Array(readFileSync(values.import as string)));
    console.log(`Sandbox imported: ${values.import} → ${options.dataDir}`);
  }

  const started = Date.now();
  const sb = await startSandbox(options);
  console.log(
    `Sandbox ready: algod ${sb.algod.url} indexer ${sb.indexer.url} kmd ${sb.kmd.url} token ${sb.token} genesis ${sb.ledger.genesisId} round ${sb.ledger.latestRound()}${sb.fork === undefined ? '' : ` fork of ${sb.fork.remote.url} from round ${sb.ledger.firstRound}`} (${Date.now() - started} ms)`,
  );
  if (sb.fork?.consensusWarning !== undefined) console.warn(sb.fork.consensusWarning);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void sb.stop().then(
      () => {
        console.log(`Sandbox stopped (${signal})`);
        process.exit(0);
      },
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (values['stop-with-stdin']) {
    // The parent's end of the pipe closes when it exits, however it exits.
    process.stdin.on('end', () => stop('stdin closed'));
    process.stdin.on('error', () => stop('stdin closed'));
    process.stdin.resume();
  }
}

main().catch((err: unknown) => {
  console.error(`sandbox: ${err instanceof Error ? err.message : String(err)}`);
  console.error(USAGE);
  process.exit(1);
});

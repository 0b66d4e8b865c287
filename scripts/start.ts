/**
 * `npm start`: the sandbox on its default ports (algod 4001, indexer 8980, kmd 4002; data in
 * .sandbox-data/) and the production build of the app served on 127.0.0.1 (compressed, long-cache
 * headers for hashed files, the Content-Security-Policy as a header, an explorer page's first screen
 * drawn by the server), pointed at the sandbox through /config.json. The app is rebuilt only when a source changed since the last build. Prints the URL
 * to open; Ctrl-C stops both. `npm run dev` is the hot-reloading dev server instead.
 *
 * Quiet by default: a few lines (building, the sandbox's ready line, the URL); the build prints only
 * its warnings and errors. `npm start -- --verbose` prints the build's every chunk as well.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist, type ServedApp } from './serveDist';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const APP_PORT = Number(process.env['SEXTANT_PORT'] ?? 5173);
const VERBOSE = process.argv.slice(2).includes('--verbose');
const DIST = join(repo, 'apps/web/dist');
const STAMP = join(DIST, '.sources-stamp');
const SERVER_RENDERER = join(repo, 'apps/web/dist-server/renderFirstScreen.js');
/** What the build reads: a change under any of these makes `npm start` build again. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.cspPlugin.ts',
  'apps/web/vite.explorerChunks.ts',
  'apps/web/vite.moduleChunks.ts',
  'apps/web/vite.lucideIcons.ts',
  'apps/web/vite.reactRouterProduction.ts',
  'apps/web/vite.buildLogLevel.ts',
  'apps/web/vite.lottieEval.ts',
  'apps/web/contentSecurityPolicy.ts',
  // the Browser network's worker bundles the sandbox
  'apps/web/serviceWorker',
  'apps/web/vite.serviceWorker.ts',
  // the server's renderer of first screens (apps/web/dist-server)
  'apps/web/vite.server.ts',
  'packages/sandbox/src',
  'packages/core/src',
  'package-lock.json',
];

function log(message: string): void {
  console.log(`[sextant] ${message}`);
}

/** The newest modification time under the build's sources (ms), test files included: cheap and safe. */
function newestSource(): number {
  let newest = 0;
  const walk = (path: string) => {
    const info = statSync(path, { throwIfNoEntry: false });
    if (!info) return;
    if (info.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    else newest = Math.max(newest, info.mtimeMs);
  };
  for (const source of SOURCES) walk(join(repo, source));
  return Math.floor(newest);
}

function buildIfStale(): void {
  const newest = newestSource();
  const built = existsSync(STAMP) ? Number(readFileSync(STAMP, 'utf8')) : -1;
  // The server's renderer of first screens is built with the app (a build from before it had none).
  const complete = existsSync(join(DIST, 'index.html')) && existsSync(SERVER_RENDERER);
  if (complete && built === newest) {
    log('the app is up to date with its sources (no build needed)');
    return;
  }
  log('building the app…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: repo,
    stdio: 'inherit',
    // vite.buildLogLevel.ts: without --verbose, warnings and errors only (no chunk tables).
    env: { ...process.env, SEXTANT_BUILD_LOG_LEVEL: VERBOSE ? 'info' : 'warn' },
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
  writeFileSync(STAMP, String(newest));
}

interface Sandbox {
  child: ChildProcess;
  urls: Record<string, string>;
  token: string | undefined;
}

/** Starts the sandbox CLI and resolves with the URLs from its `Sandbox ready:` line. */
function startSandbox(): Promise<Sandbox> {
  const tsx = require.resolve('tsx/cli');
  const cli = join(repo, 'packages/sandbox/src/cli.ts');
  // SEXTANT_FORK=<algod URL> (with SEXTANT_FORK_TOKEN, SEXTANT_FORK_INDEXER): a fork of that network,
  // kept in its own data dir so the plain sandbox's stays as it was.
  const fork = process.env['SEXTANT_FORK'];
  const forkArgs =
    fork === undefined || fork === ''
      ? ['--data-dir', join(repo, '.sandbox-data')]
      : [
          '--data-dir',
          join(repo, '.sandbox-fork-data'),
          '--fork',
          fork,
          ...optionArg('--fork-token', process.env['SEXTANT_FORK_TOKEN']),
          ...optionArg('--fork-indexer', process.env['SEXTANT_FORK_INDEXER']),
        ];
  const child = spawn(process.execPath, [tsx, cli, ...forkArgs], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    let ready = false;
    child.once('exit', (code, signal) => {
      if (!ready)
        reject(new Error(`the sandbox exited before it was ready (code ${code}, signal ${signal})`));
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        console.log(`[sandbox] ${line}`);
        if (!ready && line.startsWith('Sandbox ready:')) {
          ready = true;
          const urls = Object.fromEntries(
            [...line.matchAll(/\b(algod|indexer|kmd) (https?:\/\/\S+)/g)].map((m) => [
              m[1] ?? '',
              m[2] ?? '',
            ]),
          );
          resolve({ child, urls, token: /\btoken (\S+)/.exec(line)?.[1] });
        }
      }
    });
  });
}

function optionArg(flag: string, value: string | undefined): string[] {
  return value === undefined || value === '' ? [] : [flag, value];
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main(): Promise<void> {
  buildIfStale();
  log('starting the sandbox…');
  const sandbox = await startSandbox();
  const served: { app?: ServedApp } = {};
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await Promise.allSettled([served.app?.close(), stopChild(sandbox.child)]);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  sandbox.child.once('exit', (code) => {
    if (!stopping) {
      log(`the sandbox stopped unexpectedly (code ${code})`);
      void stop(1);
    }
  });
  const app = await serveDist({
    distDir: DIST,
    port: APP_PORT,
    config: {
      sandbox: {
        ...(sandbox.urls['algod'] && { algod: sandbox.urls['algod'] }),
        ...(sandbox.urls['indexer'] && { indexer: sandbox.urls['indexer'] }),
        ...(sandbox.urls['kmd'] && { kmd: sandbox.urls['kmd'] }),
        ...(sandbox.token && { token: sandbox.token }),
      },
    },
  });
  served.app = app;
  console.log('');
  log(`Sextant is running. Open ${app.url}/`);
  log('Press Ctrl-C to stop the app and the sandbox.');
}

main().catch((error: unknown) => {
  console.error(`[sextant] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

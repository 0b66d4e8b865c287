#!/usr/bin/env node
/**
 * `npm start`: the sandbox on its default ports (algod 4001, indexer 8980, kmd 4002; data in
 * .sandbox-data/) and the app's dev server on 127.0.0.1, pointed at the sandbox. Prints the URL to
 * open; Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const APP_PORT = Number(process.env.SEXTANT_PORT ?? 5173);

function log(message) {
  console.log(`[sextant] ${message}`);
}

/** Starts the sandbox CLI and resolves with the URLs from its `Sandbox ready:` line. */
function startSandbox() {
  const tsx = require.resolve('tsx/cli');
  const cli = join(repo, 'packages/sandbox/src/cli.ts');
  const child = spawn(process.execPath, [tsx, cli, '--data-dir', join(repo, '.sandbox-data')], {
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
    child.stdout.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        console.log(`[sandbox] ${line}`);
        if (!ready && line.startsWith('Sandbox ready:')) {
          ready = true;
          const urls = Object.fromEntries(
            [...line.matchAll(/\b(algod|indexer|kmd) (https?:\/\/\S+)/g)].map((m) => [m[1], m[2]]),
          );
          const token = /\btoken (\S+)/.exec(line)?.[1];
          resolve({ child, urls, token });
        }
      }
    });
  });
}

function stopChild(child) {
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

async function main() {
  log('starting the sandbox…');
  const sandbox = await startSandbox();
  // The app reads VITE_SANDBOX_* at build/serve time (see apps/web/src/app/boot/loadAppConfig.ts).
  if (sandbox.urls.algod) process.env.VITE_SANDBOX_ALGOD = sandbox.urls.algod;
  if (sandbox.urls.indexer) process.env.VITE_SANDBOX_INDEXER = sandbox.urls.indexer;
  if (sandbox.urls.kmd) process.env.VITE_SANDBOX_KMD = sandbox.urls.kmd;
  if (sandbox.token) process.env.VITE_SANDBOX_TOKEN = sandbox.token;

  let server;
  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    log('stopping…');
    await Promise.allSettled([server?.close(), stopChild(sandbox.child)]);
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

  const { createServer } = await import('vite');
  server = await createServer({
    root: join(repo, 'apps/web'),
    configFile: join(repo, 'apps/web/vite.config.ts'),
    server: { host: '127.0.0.1', port: APP_PORT, strictPort: false },
    clearScreen: false,
  });
  await server.listen();
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${APP_PORT}/`;
  console.log('');
  log(`Sextant is running. Open ${url}`);
  log('Press Ctrl-C to stop the app and the sandbox.');
}

main().catch((error) => {
  console.error(`[sextant] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

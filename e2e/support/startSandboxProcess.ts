import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SandboxProcess {
  algod: string;
  indexer: string;
  kmd: string;
  token: string;
  stop(): Promise<void>;
}

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_TOKEN = 'a'.repeat(64);

/**
 * Starts the sandbox's CLI as a child process on free loopback ports (port 0) and resolves with its
 * URLs once it prints its `Sandbox ready:` line. A separate process, like `npm start` runs it, so a
 * busy ledger never stalls the test runner.
 */
export function startSandboxProcess(dataDir: string, timeoutMs = 60_000): Promise<SandboxProcess> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const cli = join(repo, 'packages/sandbox/src/cli.ts');
  const args = [
    '--host',
    '127.0.0.1',
    '--algod-port',
    '0',
    '--indexer-port',
    '0',
    '--kmd-port',
    '0',
    '--data-dir',
    dataDir,
    // Stops when this process's end of its stdin pipe closes: a worker killed outright leaves no sandbox.
    '--stop-with-stdin',
  ];
  const child = spawn(process.execPath, [tsx, cli, ...args], {
    cwd: repo,
    stdio: ['pipe', 'pipe', 'pipe'],
  });

  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`the sandbox did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n--- sandbox output ---\n${output}`));
    };
    child.once('exit', (code, signal) =>
      fail(new Error(`the sandbox exited (code ${code}, signal ${signal})`)),
    );
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('Sandbox ready:'));
      if (line === undefined) return;
      const urls = Object.fromEntries(
        [...line.matchAll(/\b(algod|indexer|kmd) (https?:\/\/\S+)/g)].map((m) => [m[1], m[2]]),
      );
      const token = /\btoken (\S+)/.exec(line)?.[1] ?? DEFAULT_TOKEN;
      if (!urls['algod'] || !urls['indexer'] || !urls['kmd'])
        return fail(new Error(`cannot read URLs from: ${line}`));
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        algod: urls['algod'],
        indexer: urls['indexer'],
        kmd: urls['kmd'],
        token,
        stop: () => stopChild(child),
      });
    });
  });
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

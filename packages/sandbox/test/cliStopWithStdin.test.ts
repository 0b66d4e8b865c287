import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TSX = createRequire(import.meta.url).resolve('tsx/cli');
const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

/**
 * A parent (a plain node process) starts the sandbox's CLI as a test runner's worker does, with a
 * stdin pipe, and relays its output; the parent is then killed with SIGKILL, which runs no cleanup.
 */
function startParent(flags: string[]) {
  const script = `
    const { spawn } = require('node:child_process');
    const c = spawn(process.execPath, ${JSON.stringify([TSX, CLI, '--ephemeral', '--host', '127.0.0.1', '--algod-port', '0', '--indexer-port', '0', '--kmd-port', '0', ...flags])}, { stdio: ['pipe', 'pipe', 'inherit'] });
    c.stdout.pipe(process.stdout);`;
  const parent = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const algod = new Promise<string>((resolve, reject) => {
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /Sandbox ready: algod (\S+)/.exec(out)?.[1];
      if (url !== undefined) resolve(url);
    });
    parent.once('exit', () => reject(new Error(`the parent exited before the sandbox was ready:\n${out}`)));
  });
  return { parent, algod };
}

/** Whether anything still answers at `url` (a refused connection is a stopped sandbox). */
async function answers(url: string): Promise<boolean> {
  return fetch(`${url}/health`).then(
    () => true,
    () => false,
  );
}

describe('sandbox CLI --stop-with-stdin', () => {
  it('stops by itself when the process that started it is killed outright', async () => {
    const { parent, algod } = startParent(['--stop-with-stdin']);
    const url = await algod;
    expect(await answers(url)).toBe(true);
    parent.kill('SIGKILL');
    // The pipe's far end closes with the parent: the sandbox stops, and its port refuses.
    await expect.poll(() => answers(url), { timeout: 20_000, interval: 200 }).toBe(false);
  }, 60_000);
});

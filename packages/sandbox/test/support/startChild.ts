import { type ChildProcess, spawn } from 'node:child_process';

const CHILD = new URL('./sandboxChild.ts', import.meta.url).pathname;

/** A sandbox over `dataDir` in its own process (for kill -9 tests), once it printed its ready line. */
export function startChild(dataDir: string): Promise<{ child: ChildProcess; algod: string; token: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line !== undefined)
        resolve({ child, ...(JSON.parse(line) as { algod: string; token: string }) });
    });
    child.on('exit', (code) => reject(new Error(`child exited ${code}: ${err}`)));
  });
}

import { closeSync, fdatasyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import type { ForkCacheStore } from './ForkCache';
import type { RemoteAnswer } from './RemoteAlgod';

/**
 * The fork's answers in the data dir, one JSON line each (`{"k","s","b"}`), appended and synced.
 * A torn last line (a kill -9 mid-write) is skipped: that answer is fetched again when needed.
 */
export class ForkCacheFile implements ForkCacheStore {
  /** The file ends mid-line (torn): the next append starts a new line. */
  private torn = false;

  constructor(private readonly path: string) {}

  // Sync fs inside: the ledger waits for the answer to be on disk before it uses it.
  async load(): Promise<Iterable<readonly [string, RemoteAnswer]>> {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    this.torn = text !== '' && !text.endsWith('\n');
    const out: (readonly [string, RemoteAnswer])[] = [];
    for (const line of text.split('\n')) {
      if (line === '') continue;
      try {
        const { k, s, b } = JSON.parse(line) as { k: string; s: 200 | 404; b: string };
        out.push([k, { status: s, body: b }]);
      } catch {
        // a torn line: fetched again
      }
    }
    return out;
  }

  async append(entries: readonly (readonly [string, RemoteAnswer])[]): Promise<void> {
    const lines = entries.map(([k, a]) => JSON.stringify({ k, s: a.status, b: a.body }) + '\n').join('');
    const fd = openSync(this.path, 'a');
    try {
      writeSync(fd, (this.torn ? '\n' : '') + lines);
      this.torn = false;
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
}

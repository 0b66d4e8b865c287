import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WalletFile, WalletPersistence } from './WalletPersistence';
import { writeFileAtomic } from './writeFileAtomic';

/** kmd's wallets as files in `<dataDir>/kmd/wallets`, one JSON file per wallet, written atomically. */
export class WalletFiles implements WalletPersistence {
  readonly #dir: string;

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'kmd', 'wallets');
  }

  async load(): Promise<unknown[]> {
    mkdirSync(this.#dir, { recursive: true, mode: 0o700 });
    const entries: unknown[] = [];
    for (const entry of readdirSync(this.#dir)) {
      if (!entry.endsWith('.json')) continue;
      try {
        entries.push(JSON.parse(readFileSync(join(this.#dir, entry), 'utf8')));
      } catch {
        continue;
      }
    }
    return entries;
  }

  /** Synchronous (fsync'd before it returns), so writes stay ordered without a queue. */
  write(file: WalletFile): void {
    writeFileAtomic(join(this.#dir, `${file.id}.json`), `${JSON.stringify(file, null, 2)}\n`);
  }

  async flush(): Promise<void> {}
}

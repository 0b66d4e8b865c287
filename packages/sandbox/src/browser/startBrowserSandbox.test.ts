import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BrowserStartStage, startBrowserSandbox } from './startBrowserSandbox';

let made = 0;
const freshDb = () => `sextant-start-stages-${made++}`;

/** Starts the Browser network on `dbName`, noting every stage it tells; closes it. */
async function stagesOfStart(dbName: string): Promise<BrowserStartStage[]> {
  const stages: BrowserStartStage[] = [];
  const sb = await startBrowserSandbox({ dbName, accounts: 1, onStage: (s) => stages.push(s) });
  await sb.close();
  return stages;
}

/** Adds `count` empty rounds through the admin API (as a person's `/v2/sandbox/rounds` would). */
async function addRounds(dbName: string, count: number): Promise<void> {
  const sb = await startBrowserSandbox({ dbName, accounts: 1 });
  const response = await sb.fetch(
    'algod',
    new Request('http://browser-net/v2/sandbox/rounds', {
      method: 'POST',
      headers: { 'X-Algo-API-Token': sb.token },
      body: JSON.stringify({ count }),
    }),
  );
  expect(response.status).toBe(200);
  await sb.close();
}

/**
 * Web Locks as a browser offers them, with the store's lock held by another worker until
 * `release` (Node has no Web Locks: without them no second writer exists and nothing waits).
 */
function locksHeldElsewhere() {
  let held = true;
  const waiting: Array<() => void> = [];
  const asked: Array<{ ifAvailable: boolean }> = [];
  const locks = {
    request(
      name: string,
      options: { ifAvailable?: boolean },
      granted: (lock: { name: string } | null) => unknown,
    ): Promise<unknown> {
      asked.push({ ifAvailable: options.ifAvailable === true });
      if (!held) return Promise.resolve(granted({ name }));
      if (options.ifAvailable === true) return Promise.resolve(granted(null));
      return new Promise<void>((free) => waiting.push(free)).then(() => granted({ name }));
    },
  };
  return {
    locks,
    asked,
    release() {
      held = false;
      waiting.splice(0).forEach((free) => free());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("startBrowserSandbox's stages", () => {
  it('a fresh store: opening it, a fresh genesis, kmd, the indexer (the genesis block) — nothing replayed', async () => {
    expect(await stagesOfStart(freshDb())).toEqual([
      { stage: 'opening-store' },
      { stage: 'genesis' },
      { stage: 'kmd' },
      // The genesis block, round 0.
      { stage: 'indexing', done: 0, rounds: 1 },
      { stage: 'indexing', done: 1, rounds: 1 },
    ]);
  });

  it('a store with blocks: opening it, every block replayed in order (0 of n first), kmd, then every block indexed; no genesis', async () => {
    const dbName = freshDb();
    await addRounds(dbName, 5);
    expect(await stagesOfStart(dbName)).toEqual([
      { stage: 'opening-store' },
      ...[0, 1, 2, 3, 4, 5].map((done) => ({ stage: 'replaying', done, rounds: 5 })),
      { stage: 'kmd' },
      // Rounds 0 to 5.
      ...[0, 1, 2, 3, 4, 5, 6].map((done) => ({ stage: 'indexing', done, rounds: 6 })),
    ]);
  });

  it('says it waits for the storage lock only while another worker holds it', async () => {
    const elsewhere = locksHeldElsewhere();
    vi.stubGlobal('navigator', { locks: elsewhere.locks });
    const stages: BrowserStartStage[] = [];
    const started = startBrowserSandbox({ dbName: freshDb(), accounts: 1, onStage: (s) => stages.push(s) });
    await vi.waitFor(() => expect(stages).toEqual([{ stage: 'waiting-for-lock' }]));
    elsewhere.release();
    const sb = await started;
    expect(stages).toEqual([
      { stage: 'waiting-for-lock' },
      { stage: 'opening-store' },
      { stage: 'genesis' },
      { stage: 'kmd' },
      { stage: 'indexing', done: 0, rounds: 1 },
      { stage: 'indexing', done: 1, rounds: 1 },
    ]);
    expect(elsewhere.asked).toEqual([{ ifAvailable: true }, { ifAvailable: false }]);
    await sb.close();

    // Free now: taken at once, no wait told.
    const again: BrowserStartStage[] = [];
    const sb2 = await startBrowserSandbox({ dbName: freshDb(), accounts: 1, onStage: (s) => again.push(s) });
    expect(again[0]).toEqual({ stage: 'opening-store' });
    await sb2.close();
  });
});

import { check, checkEqual, type ContractCase, hex } from '../testing/ContractCase';
import type { BlockRecord } from './BlockRecord';
import type { OpenedBlockStore } from './BlockStore';
import { CorruptBlockLogError } from './CorruptBlockLogError';

/** One block store's storage, opened again and again (as restarts do), and damaged on purpose. */
export interface BlockStoreHarness {
  /** Opens the store on the same storage as every earlier open (`repair`: cut damage too). */
  open(options?: { repair?: boolean }): Promise<OpenedBlockStore>;
  /** With the store closed: cuts the last stored record short, as a crash mid-write leaves it. */
  tearLast(): Promise<void>;
  /** With the store closed: changes one byte inside the payload of stored record `index` (0-based). */
  corrupt(index: number): Promise<void>;
  /** Frees the storage. */
  dispose(): Promise<void>;
}

function record(n: number, txids = n % 3): BlockRecord {
  const fill = (len: number, seed: number) =>
    Uint8Array.from({ length: len }, (_, i) => (seed * 31 + i) & 0xff);
  return {
    hash: fill(32, n),
    txids: Array.from({ length: txids }, (_, i) => fill(32, n * 7 + i)),
    block: fill(40 + n * 13, n + 100),
  };
}

function sameRecords(actual: readonly BlockRecord[], expected: readonly BlockRecord[], what: string): void {
  checkEqual(actual.length, expected.length, `${what}: record count`);
  actual.forEach((r, i) => {
    const e = expected[i] as BlockRecord;
    checkEqual(hex(r.hash), hex(e.hash), `${what}: record ${i} hash`);
    checkEqual(r.txids.map(hex).join(','), e.txids.map(hex).join(','), `${what}: record ${i} txids`);
    checkEqual(hex(r.block), hex(e.block), `${what}: record ${i} block`);
  });
}

/**
 * What every block store (the file log, IndexedDB, memory) must do: keep records in order across
 * reopenings, acknowledge a sync only for what is stored, share one flush among concurrent
 * syncs, and on open end the log at a torn last record, removing it, but refuse to open (and
 * change nothing) when a damaged record has whole records after it, unless asked to repair.
 */
export function blockStoreContract(make: () => Promise<BlockStoreHarness>): ContractCase[] {
  const withHarness = (fn: (h: BlockStoreHarness) => Promise<void>) => async () => {
    const h = await make();
    try {
      await fn(h);
    } finally {
      await h.dispose();
    }
  };
  const fill = async (h: BlockStoreHarness, n: number) => {
    const { log } = await h.open();
    const records = Array.from({ length: n }, (_, i) => record(i + 1));
    for (const r of records) log.append(r);
    await log.sync();
    await log.close();
    return records;
  };
  return [
    {
      name: 'a new store opens empty',
      run: withHarness(async (h) => {
        const opened = await h.open();
        checkEqual(opened.records.length, 0, 'records');
        checkEqual(opened.truncatedBytes, 0, 'truncated bytes');
        await opened.log.close();
      }),
    },
    {
      name: 'records synced and closed come back in order, byte for byte, and more can follow',
      run: withHarness(async (h) => {
        const records = await fill(h, 5);
        const again = await h.open();
        sameRecords(again.records, records, 'reopened');
        checkEqual(again.truncatedBytes, 0, 'truncated bytes');
        again.log.append(record(6));
        await again.log.sync();
        await again.log.close();
        sameRecords((await h.open()).records, [...records, record(6)], 'after one more');
      }),
    },
    {
      name: 'concurrent syncs all resolve, once what each covers is stored',
      run: withHarness(async (h) => {
        const { log } = await h.open();
        const syncs: Promise<void>[] = [];
        for (let i = 1; i <= 6; i++) {
          log.append(record(i));
          syncs.push(log.sync());
        }
        await Promise.all(syncs);
        let idle = false;
        log.whenIdle(() => (idle = true));
        await log.sync();
        await log.close();
        check(idle, 'whenIdle ran');
        sameRecords(
          (await h.open()).records,
          Array.from({ length: 6 }, (_, i) => record(i + 1)),
          'reopened',
        );
      }),
    },
    {
      name: 'a torn last record ends the log and is removed; appending goes on after the cut',
      run: withHarness(async (h) => {
        const records = await fill(h, 4);
        await h.tearLast();
        const torn = await h.open();
        sameRecords(torn.records, records.slice(0, 3), 'after the tear');
        check(torn.truncatedBytes > 0, 'the torn bytes are reported');
        torn.log.append(record(9));
        await torn.log.sync();
        await torn.log.close();
        const again = await h.open();
        sameRecords(again.records, [...records.slice(0, 3), record(9)], 'after appending');
        checkEqual(again.truncatedBytes, 0, 'nothing more to cut');
      }),
    },
    {
      name: 'a corrupt record (checksum) with whole records after it refuses to open and changes nothing',
      run: withHarness(async (h) => {
        const records = await fill(h, 5);
        await h.corrupt(2);
        for (let attempt = 0; attempt < 2; attempt++) {
          const refused = await h.open().then(
            (opened) => opened,
            (err: unknown) => err,
          );
          check(refused instanceof CorruptBlockLogError, `open ${attempt + 1} refuses`);
          const err = refused as CorruptBlockLogError;
          checkEqual(err.round, 3, 'the damaged record is named');
          checkEqual(err.goodAfter, 2, 'the whole records after it are counted');
          check(err.message.includes('record 3') && err.message.includes('repair'), 'the message says how');
        }
        // With consent the log is cut at the damage, and stays cut.
        const repaired = await h.open({ repair: true });
        sameRecords(repaired.records, records.slice(0, 2), 'repaired');
        check(repaired.truncatedBytes > 0, 'the cut bytes are reported');
        await repaired.log.close();
        const again = await h.open();
        sameRecords(again.records, records.slice(0, 2), 'the cut is stored');
        checkEqual(again.truncatedBytes, 0, 'nothing more to cut');
        await again.log.close();
      }),
    },
    {
      name: 'a cut keeps the first records (stored or still queued) and appending goes on after it',
      run: withHarness(async (h) => {
        const records = await fill(h, 6);
        const opened = await h.open();
        opened.log.cut(9); // past the end: nothing to cut
        opened.log.cut(4);
        opened.log.append(record(20));
        opened.log.append(record(21));
        opened.log.cut(5); // the queued record(21) goes, record(20) stays
        await opened.log.sync();
        await opened.log.close();
        const again = await h.open();
        sameRecords(again.records, [...records.slice(0, 4), record(20)], 'after the cuts');
        again.log.cut(0);
        again.log.append(record(30));
        await again.log.sync();
        await again.log.close();
        sameRecords((await h.open()).records, [record(30)], 'after a cut to nothing');
      }),
    },
    {
      name: 'a corrupt last record (checksum) is a torn write: it alone is cut',
      run: withHarness(async (h) => {
        const records = await fill(h, 3);
        await h.corrupt(2);
        const cut = await h.open();
        sameRecords(cut.records, records.slice(0, 2), 'after the corruption');
        check(cut.truncatedBytes > 0, 'the cut bytes are reported');
        await cut.log.close();
      }),
    },
  ];
}

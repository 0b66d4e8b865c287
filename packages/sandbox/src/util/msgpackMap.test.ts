import { describe, expect, it } from 'vitest';
import { encodeMap, entryBytes, entryValue, mapEntries, mapEntry } from './msgpackMap';

describe('mapEntries', () => {
  it('reads keys of every fixstr length, ASCII or not, the same on every read', () => {
    const keys = ['', 'a', 'fv', 'amt', 'note', 'close', 'x'.repeat(31), '\u00e9t\u00e9', 'ab\u0080'];
    // Keys differing only in length or in the packing's high bits stay apart.
    keys.push('\u0000', '\u0000\u0000', 'A\u0000', '\u007f\u007f\u007f\u007f', 'zzzz');
    const entries = keys.map((k, i) => mapEntry(k, new Uint8Array([i])));
    const map = encodeMap(entries);
    for (let round = 0; round < 3; round++) {
      const read = mapEntries(map) ?? [];
      expect(read.map((e) => e.key)).toEqual([...keys].sort());
      for (const e of read) {
        expect(entryValue(e)).toEqual(new Uint8Array([keys.indexOf(e.key)]));
        expect(entryBytes(e)).toEqual(entryBytes(entries[keys.indexOf(e.key)] as (typeof entries)[number]));
      }
    }
  });
});

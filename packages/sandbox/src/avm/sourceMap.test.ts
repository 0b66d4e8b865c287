import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { readReferenceText } from './testing/reference';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** pc → absolute [line, column] from a source map's mappings (the source index is ignored). */
function decodeMappings(mappings: string): Map<number, [number, number]> {
  const out = new Map<number, [number, number]>();
  let line = 0;
  let column = 0;
  mappings.split(';').forEach((segment, pc) => {
    if (segment === '') return;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const ch of segment) {
      const digit = B64.indexOf(ch);
      value += (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
        continue;
      }
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
    line += values[2] ?? 0;
    column += values[3] ?? 0;
    out.set(pc, [line, column]);
  });
  return out;
}

describe('source map', () => {
  it('has one segment per program byte, [0, 0, Δline, Δcolumn] where an instruction starts', () => {
    const r = assemble('#pragma version 8\nint 1\n// comment\n  txn Fee\n+\n');
    expect(Buffer.from(r.program).toString('hex')).toBe('088101310108');
    expect(r.sourceMap).toEqual({
      version: 3,
      sources: ['<body>'],
      names: [],
      mappings: ';AACA;;AAEE;;AACF',
    });
    expect([...r.pcToLine]).toEqual([
      [1, 1],
      [3, 3],
      [5, 4],
    ]);
    expect(r.pcToSource.get(3)).toEqual({ line: 3, column: 2 });
  });

  it('follows instructions moved by the constant-block optimisation and the prepended blocks', () => {
    const r = assemble('#pragma version 8\nint 7\nint 7\nint 9\n+\n+\n');
    // 08 200107 | 22 22 8109 08 08: the header is 4 bytes.
    expect([...r.pcToLine]).toEqual([
      [4, 1],
      [5, 2],
      [6, 3],
      [8, 4],
      [9, 5],
    ]);
  });

  it('matches the sdk-testing sourcemapv2 fixture (macros map to their #define line)', () => {
    const dir = 'sdk-testing/features/resources/v2algodclient_responsejsons/sourcemapv2';
    const main = readReferenceText(dir, 'sourcemap-test.teal').split('\n');
    const lib = readReferenceText(dir, 'lib.teal').split('\n');
    // The fixture maps into two files; lib.teal's #define sits on line 2 (index 1), like the
    // comment it replaces here, at the same columns, so a single-file map agrees line for line.
    expect(lib[1]).toBe('#define assertEquals ==; assert');
    main[1] = lib[1] as string;
    const ours = assemble(main.join('\n')).sourceMap;
    const fixture = JSON.parse(readReferenceText(dir, 'sourcemap-test.teal.tok.map')) as { mappings: string };
    expect(decodeMappings(ours.mappings)).toEqual(decodeMappings(fixture.mappings));
    expect(ours.mappings.split(';').length).toBe(fixture.mappings.split(';').length);
  });
});

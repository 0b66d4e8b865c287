import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { instructionText, opcodeName } from './ProgramListing';
import { readSourceMap } from './readSourceMap';

describe('pc ↔ line from a version 3 source map', () => {
  // pc 0 pragma byte → line 0; pc 1-2 `int 1` → line 1; pc 3 `return` → line 2.
  const mappings = encode([[[0, 0, 0, 0]], [[0, 0, 1, 0]], [], [[0, 0, 2, 0]]]);

  it('maps each pc that starts an instruction to its line', () => {
    const map = readSourceMap({ version: 3, sources: [], names: [], mappings });
    expect([...(map ?? new Map<number, number>())]).toEqual([
      [0, 0],
      [1, 1],
      [3, 2],
    ]);
  });

  it('reads the map as algosdk hands it over (a Map inside an UntypedValue)', () => {
    const untyped = {
      data: new Map<string, unknown>([
        ['version', 3],
        ['mappings', mappings],
      ]),
    };
    expect(readSourceMap(untyped)?.get(3)).toBe(2);
  });

  it('refuses other versions', () => {
    expect(readSourceMap({ version: 2, mappings })).toBeUndefined();
    expect(readSourceMap(undefined)).toBeUndefined();
  });

  it('names the opcode on a disassembly line', () => {
    expect(opcodeName('pushbytes 0x6278 // "bx"')).toBe('pushbytes');
    expect(instructionText('  intc_0 // 1')).toBe('intc_0');
    expect(opcodeName(undefined)).toBe('');
  });
});

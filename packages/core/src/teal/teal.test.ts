import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCompileErrors } from './parseCompileErrors';
import { TEAL_FIELDS, TEAL_MAX_VERSION, TEAL_OPCODES } from './tealLanguageData';
import { tealVersionOf } from './tealVersionOf';
import { tealWordKind } from './tealWordKind';
import { referencePath } from '../../../../scripts/referenceDir';

const avm = referencePath('avm/');

describe('TEAL language data', () => {
  it('has every opcode and field of every langspec, at the version that introduced it', () => {
    for (let v = 1; v <= TEAL_MAX_VERSION; v++) {
      const spec = JSON.parse(readFileSync(join(avm, `langspec_v${v}.json`), 'utf8')) as {
        Ops: { Name: string; IntroducedVersion: number; ArgEnum?: string[] }[];
      };
      for (const op of spec.Ops) {
        expect(TEAL_OPCODES[op.Name]?.[0], op.Name).toBeLessThanOrEqual(v);
        for (const f of op.ArgEnum ?? []) expect(TEAL_FIELDS[f], f).toBeLessThanOrEqual(v);
      }
    }
  });

  it('classifies words at the program’s version', () => {
    const src = '// c\n #pragma version 6\nint 1';
    expect(tealVersionOf(src)).toBe(6);
    expect(tealVersionOf('int 1')).toBe(1);
    expect(tealWordKind('txn', 6)).toBe('opcode');
    expect(tealWordKind('box_get', 6)).toBe('tooNew');
    expect(tealWordKind('box_get', 8)).toBe('opcode');
    expect(tealWordKind('Receiver', 2)).toBe('field');
    expect(tealWordKind('int', 2)).toBe('pseudo');
    expect(tealWordKind('pushint', 2)).toBe('pseudo');
    expect(tealWordKind('pay', 2)).toBe('namedInt');
    expect(tealWordKind('frobnicate', 13)).toBe('unknown');
  });
});

describe('compile errors from the node', () => {
  it('places one error and several at their lines', () => {
    expect(parseCompileErrors('1 error: 3:4: unknown opcode: frob\n')).toEqual([
      { line: 3, column: 4, message: 'unknown opcode: frob' },
    ]);
    expect(parseCompileErrors('2: unknown opcode: foo\n5:2: label "x" is too far\nwarning-free')).toEqual([
      { line: 2, message: 'unknown opcode: foo' },
      { line: 5, column: 2, message: 'label "x" is too far' },
    ]);
  });
});

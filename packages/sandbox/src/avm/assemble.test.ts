import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { assembleFailure } from './testing/assembleFailure';
import { hex } from './testing/reference';

describe('assemble', () => {
  it('returns the program, its version, the source map and pc → line', () => {
    const r = assemble('#pragma version 10\nint 1\nreturn\n');
    expect(hex(r.program)).toBe('0a810143');
    expect(r.version).toBe(10);
    expect(r.sourceMap.mappings).toBe(';AACA;;AACA');
    expect([...r.pcToLine]).toEqual([
      [1, 1],
      [3, 2],
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('assembles as v1 without #pragma version, or as the given default', () => {
    expect(hex(assemble('int 1\n').program)).toBe('0120010122');
    expect(assemble('int 1\n').version).toBe(1);
    expect(hex(assemble('int 1\n', { defaultVersion: 8 }).program)).toBe('088101');
    expect(hex(assemble('#pragma version 3\nint 1\n', { defaultVersion: 8 }).program)).toBe('0320010122');
    expect(assembleFailure('int 1\n', { defaultVersion: 99 }).report).toBe(
      '1 error: 0: Can not assemble version 99\n',
    );
  });

  it('accepts CRLF line ends and `;` separated statements', () => {
    expect(hex(assemble('#pragma version 8\r\nint 1; int 2; +\r\n').program)).toBe('08810181020' + '8');
  });

  it('writes go-algorand\'s "no version" header for text without instructions', () => {
    const r = assemble('// nothing but a comment\n');
    expect(hex(r.program)).toBe('ffffffffffffffffff01');
    expect(r.version).toBe(-1);
    expect(hex(assemble('#pragma version 6\n').program)).toBe('06');
  });

  it('treats U+FEFF as text, not space, as Go does', () => {
    expect(assembleFailure('\uFEFF').report).toBe('1 error: 1: unknown opcode: \uFEFF\n');
  });
});

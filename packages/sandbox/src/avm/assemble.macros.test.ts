import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { assembleErrorLines } from './testing/assembleFailure';
import { hex } from './testing/reference';

function asm(source: string): string {
  return hex(assemble(source).program);
}

describe('#define macros', () => {
  it('expand to their body, including `;` and other macros (defined later too)', () => {
    const macros =
      '#pragma version 8\n#define two int 2\n#define double two; *\n#define quad double; double\n';
    expect(asm(`${macros}int 3\nquad\nreturn\n`)).toBe(
      asm('#pragma version 8\nint 3\nint 2\n*\nint 2\n*\nreturn\n'),
    );
    expect(asm('#pragma version 8\n#define xa xb\n#define xb int 1\nxa\n')).toBe('088101');
  });

  it('may be redefined; uses take the definition in force', () => {
    expect(asm('#pragma version 8\n#define x int 1\nx\n#define x int 2\nx\n+\n')).toBe(
      '08' + '8101' + '8102' + '08',
    );
  });

  it('can stand for immediates and literals', () => {
    expect(asm('#pragma version 8\n#define FIELD Fee\n#define LIMIT 1000\ntxn FIELD\nint LIMIT\n<=\n')).toBe(
      asm('#pragma version 8\ntxn Fee\nint 1000\n<=\n'),
    );
  });

  it('report expansion cycles and keep the previous definition', () => {
    expect(assembleErrorLines('#pragma version 8\n#define xa xb\n#define xb xa\nint 1\n')).toEqual([
      '1 error: 3:8: macro expansion cycle discovered: xb -> xa -> xb',
    ]);
    expect(assembleErrorLines('#pragma version 8\n#define a int 1\n#define a a\n')).toEqual([
      '1 error: 3:8: macro expansion cycle discovered: a -> a',
    ]);
  });

  it('reject names that are opcodes, fields, pseudo-ops, named constants, labels or not identifiers', () => {
    const bad: [string, string][] = [
      ['#pragma version 8\n#define pop int 1\n', '2:8: Macro names cannot be opcodes: pop'],
      ['#pragma version 8\n#define Sender int 1\n', '2:8: Macro names cannot be field names: Sender'],
      ['#define int pushint\n', '1:8: Macro names cannot be pseudo-ops: int'],
      ['#define pay 1\n', '1:8: Named constants cannot be used as macro names: pay'],
      ['#define 1x 2\n', '1:8: Cannot begin macro name with number: 1x'],
      ['#define -1 2\n', '1:8: Cannot begin macro name with number: -1'],
      ['#define a.b 2\n', '1:8: . character not allowed in macro name'],
      ['#define b64 2\n', '1:8: Cannot use b64 as macro name'],
      ['#pragma version 8\nlab:\n#define lab int 1\n', '3:8: Labels cannot be used as macro names: lab'],
      ['#define x\n', '1:8: define directive requires a name and body'],
    ];
    for (const [source, error] of bad) expect(assembleErrorLines(source)).toEqual([`1 error: ${error}`]);
  });

  it('are rechecked once #pragma version (or the default v1) makes opcodes known', () => {
    expect(assembleErrorLines('#define log int 1\n#pragma version 5\nint 1\n')).toEqual([
      '1:8: Macro names cannot be opcodes: log',
      '2:16: version is incompatible with defined macros',
    ]);
    // At v2 `log` is no opcode, so the macro stands.
    expect(asm('#define log int 1\n#pragma version 2\nlog\n')).toBe('0220010122');
    expect(assembleErrorLines('#define sha256 int 1\nint 1\n')).toEqual([
      '1 error: 1:8: Macro names cannot be opcodes: sha256',
    ]);
  });
});

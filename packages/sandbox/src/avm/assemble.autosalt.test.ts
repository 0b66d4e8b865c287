import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { disassemble } from './disassemble';
import { isEdwards25519Point } from '../crypto/pqAddress';
import { programHashIsEdwards25519Point } from './programHashOnCurve';
import { assembleErrorLines } from './testing/assembleFailure';

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
const INTCBLOCK = 0x20;

/** The program go's test helper assembleProgramWithoutAutomaticSalt gets: the same text, never salted. */
function unsalted(source: string): Uint8Array {
  return assemble(`#pragma autosalt false\n${source.replace(/#pragma autosalt \w+\n/, '')}`).program;
}

describe('v13 logic-sig auto-salt (go: data/transactions/logic/assembler.go finalizeProgram)', () => {
  // go: crypto/curve25519_test.go TestIsEdwards25519Point
  it.each([
    ['basepoint', '5866666666666666666666666666666666666666666666666666666666666666', true],
    ['identity small-order point', '0100000000000000000000000000000000000000000000000000000000000000', true],
    [
      'identity with non-canonical sign bit',
      '0100000000000000000000000000000000000000000000000000000000000080',
      true,
    ],
    ['non-canonical y equals p', 'edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', true],
    ['invalid y equals p plus 2', 'efffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', false],
    ['empty input', '', false],
    ['short input', '00'.repeat(31), false],
    ['long input', '00'.repeat(33), false],
  ])('IsEdwards25519Point: %s', (_name, input, valid) => {
    expect(isEdwards25519Point(hex(input))).toBe(valid);
  });

  // go: daemon/algod/api/server/v2/test/handlers_test.go: []byte{13, pushint, 12} hashes on curve.
  it('the v13 program `pushint 12` hashes on curve', () => {
    expect(programHashIsEdwards25519Point(Uint8Array.of(13, 0x81, 12))).toBe(true);
  });

  // go: data/transactions/logic/assembler_test.go TestAssemblerIntcblockSalt
  it('no intcblock: a trailing `intcblock 1 0`', () => {
    const source = '#pragma version 13\npushint 12';
    const normal = unsalted(source);
    expect(programHashIsEdwards25519Point(normal)).toBe(true);
    const { program, warnings } = assemble(source);
    expect(Buffer.from(program)).toEqual(Buffer.concat([normal, Uint8Array.of(INTCBLOCK, 1, 0)]));
    expect(programHashIsEdwards25519Point(program)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('automatic intcblock: the salt joins it', () => {
    const source = `#pragma version 13
	int 1
	bnz done
	bytecblock 0x01234576 0xababcdcd 0xf000baad
	pushint 1
	pop
	done:
	int 1`;
    expect(programHashIsEdwards25519Point(unsalted(source))).toBe(true);
    const { program } = assemble(source);
    expect([...program.slice(0, 5)]).toEqual([13, INTCBLOCK, 2, 1, 0]);
    expect(program.length).toBe(unsalted(source).length + 1);
    expect(programHashIsEdwards25519Point(program)).toBe(false);
  });

  it('manual intcblock: left alone, a trailing salt (here 2) appended', () => {
    const source = '#pragma version 13\nintcblock 0\nintc_0';
    const normal = unsalted(source);
    expect(programHashIsEdwards25519Point(normal)).toBe(true);
    const { program } = assemble(source);
    expect(Buffer.from(program)).toEqual(Buffer.concat([normal, Uint8Array.of(INTCBLOCK, 1, 2)]));
    expect(programHashIsEdwards25519Point(program)).toBe(false);
  });

  // go: data/transactions/logic/assembler_test.go TestPragmaAutosalt
  const stateful = (v: number, pragma: string, last: number) =>
    `#pragma version ${v}\n#pragma autosalt ${pragma}\nbyte 0x01\napp_global_get\npop\npushint ${last}`;
  const onCurveWarning = '#pragma autosalt false leaves program hash on curve';
  const statefulWarning = '#pragma autosalt true used with stateful opcodes';
  it.each([
    ['default v12 does not autosalt', '#pragma version 12\npushint 1', true, false, undefined, false],
    [
      'true opts older versions in',
      '#pragma version 12\n#pragma autosalt true\npushint 1',
      true,
      true,
      undefined,
      false,
    ],
    [
      'false warns older versions on curve logicsig',
      '#pragma version 12\n#pragma autosalt false\npushint 1',
      true,
      false,
      onCurveWarning,
      false,
    ],
    [
      'false opts v13 out',
      '#pragma version 13\n#pragma autosalt false\npushint 12',
      true,
      false,
      onCurveWarning,
      true,
    ],
    ['true salts stateful program with warning', stateful(13, 'true', 0), true, true, statefulWarning, false],
    [
      'true warns stateful program even when already off curve',
      stateful(13, 'true', 1),
      false,
      false,
      statefulWarning,
      false,
    ],
    ['false does not warn on stateful program', stateful(13, 'false', 0), true, false, undefined, false],
  ])('%s', (_name, source, unsaltedOnCurve, saltAdded, warning, disassemblyAutosaltFalse) => {
    const normal = assemble(source.replace(/#pragma autosalt \w+\n/, '#pragma autosalt false\n')).program;
    expect(programHashIsEdwards25519Point(normal)).toBe(unsaltedOnCurve);
    const { program, warnings } = assemble(source);
    expect(!Buffer.from(program).equals(Buffer.from(normal))).toBe(saltAdded);
    expect(programHashIsEdwards25519Point(program)).toBe(unsaltedOnCurve && !saltAdded);
    expect(warnings.map((w) => w.message)).toEqual(warning === undefined ? [] : [warning]);
    const dis = disassemble(program);
    expect(dis.includes('#pragma autosalt false\n')).toBe(disassemblyAutosaltFalse);
    // The disassembly names the pragma, so it assembles back to the same (unsalted) bytes.
    expect(Buffer.from(assemble(dis).program)).toEqual(Buffer.from(program));
  });

  it('salted bytes disassemble with their trailing intcblock and reassemble to themselves', () => {
    const { program } = assemble('#pragma version 13\npushint 12');
    const dis = disassemble(program);
    expect(dis).toBe('#pragma version 13\npushint 12\nintcblock 0\n');
    expect(Buffer.from(assemble(dis).program)).toEqual(Buffer.from(program));
  });

  // go: data/transactions/logic/assembler_test.go TestAssemblePragmas
  it.each([
    ['#pragma autosalt', '1 error: 1: no autosalt value'],
    ['#pragma autosalt blah', '1 error: 1: bad #pragma autosalt: "blah"'],
    ['#pragma autosalt false blah', '1 error: 1: unexpected extra tokens: blah'],
    ['\nint 1\n#pragma autosalt false', '1 error: 3: #pragma autosalt is only allowed before instructions'],
    ['#pragma autosalt false; int 1', '1 error: 1: unexpected extra tokens: ; int 1'],
  ])('%j is refused', (source, report) => {
    const [line] = assembleErrorLines(source);
    expect(line?.replace(/^(1 error: \d+):\d+:/, '$1:')).toBe(report);
  });
});

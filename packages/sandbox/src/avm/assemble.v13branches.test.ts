import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { disassemble } from './disassemble';
import { assembleErrorLines } from './testing/assembleFailure';
import { hex } from './testing/reference';

/**
 * From v13, bnz/bz/b/callsub encode their offset as a zigzag varint: a non-negative offset counts
 * from the end of the instruction, a negative one from its start (langspec v13, bnz). switch and
 * match keep int16 offsets.
 */
function asm(source: string): string {
  // autosalt off so the bytes are the branch encoding alone, as go's own tests do
  // (data/transactions/logic/assembler_test.go); assemble.autosalt.test.ts covers the salt.
  return hex(assemble(`#pragma autosalt false\n${source}`).program);
}

function roundTrips(source: string): void {
  const program = assemble(source).program;
  expect(hex(assemble(`#pragma typetrack false\n${disassemble(program)}`).program)).toBe(hex(program));
}

const zeros = (n: number) => `0x${'00'.repeat(n)}`;

describe('v13 varint branch offsets', () => {
  it('encodes short forward and backward branches in one byte', () => {
    // bnz skips `err` (1 byte): +1 → zigzag 2.
    expect(asm('#pragma version 13\nint 1\nbnz skip\nerr\nskip:\nint 1\n')).toBe(
      '0d' + '200101' + '22' + '4002' + '00' + '22',
    );
    // bnz at body offset 2 back to 0: -2 → zigzag 3.
    expect(asm('#pragma version 13\nloop:\nint 1\nbnz loop\n')).toBe('0d' + '8101' + '4003');
    // Same programs at v12: int16 offsets from the end of the instruction.
    expect(asm('#pragma version 12\nloop:\nint 1\nbnz loop\n')).toBe('0c' + '8101' + '40fffb');
  });

  it('grows to two bytes past ±63', () => {
    // Forward 64 bytes: zigzag 128 = 0x80 0x01.
    expect(asm(`#pragma version 13\nb skip\npushbytes ${zeros(62)}\nskip:\n`)).toBe(
      '0d' + '428001' + '803e' + '00'.repeat(62),
    );
    // Forward 63 bytes still fits: zigzag 126.
    expect(asm(`#pragma version 13\nb skip\npushbytes ${zeros(61)}\nskip:\n`)).toBe(
      '0d' + '427e' + '803d' + '00'.repeat(61),
    );
    // Back 67 bytes (pushbytes 64, pop, pushint 2) to the loop start: zigzag 133 = 0x85 0x01.
    const back = `#pragma version 13\nloop:\npushbytes ${zeros(62)}\npop\nint 1\nbnz loop\n`;
    expect(asm(back)).toBe('0d' + '803e' + '00'.repeat(62) + '48' + '8101' + '40' + '8501');
  });

  it('grows a branch when a branch it jumps over grows', () => {
    // A jumps over B and 61 filler bytes; B jumps over the filler and 3 more bytes: 64, two bytes.
    // Were B 2 bytes long, A would span 63 and fit one byte; B's growth to 3 pushes A to 64.
    const source = `#pragma version 13\nb x\nb mid\npushbytes ${zeros(59)}\nx:\npushint 1\npop\nmid:\n`;
    expect(asm(source)).toBe('0d' + '428001' + '428001' + '803b' + '00'.repeat(59) + '8101' + '48');
    roundTrips(source);
  });

  it('disassembles and reassembles varint branches, callsub and retsub included', () => {
    roundTrips('#pragma version 13\nint 1\nbz done\ncallsub sub\nb done\nsub:\nretsub\ndone:\nint 1\n');
    // Unsalted, this program's hash is an Ed25519 point: go's disassembly says so
    // (assembler.go finalizeDisassemblyWithPragmas), so it reassembles unsalted.
    const source = '#pragma version 13\nloop:\nint 1\nbnz loop\n';
    const program = assemble(`#pragma autosalt false\n${source}`).program;
    expect(disassemble(program)).toBe(
      '#pragma version 13\n#pragma autosalt false\nlabel1:\npushint 1\nbnz label1\n',
    );
    expect(disassemble(assemble(source).program)).toBe(
      '#pragma version 13\nlabel1:\npushint 1\nbnz label1\nintcblock 3\n',
    );
  });

  it('keeps int16 offsets for switch and match', () => {
    expect(asm('#pragma version 13\nint 0\nswitch a\na:\n')).toBe('0d' + '8100' + '8d01' + '0000');
  });

  it('cannot encode a branch to its own start', () => {
    expect(assembleErrorLines('#pragma version 13\nself:\nb self\n')).toEqual([
      '1 error: 3:2: label "self" is the start of its own branch, which cannot be encoded',
    ]);
    // v12 encodes it as -3.
    expect(asm('#pragma version 12\nself:\nb self\n')).toBe('0c' + '42fffd');
  });
});

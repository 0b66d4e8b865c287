import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { disassemble, DisassembleError } from './disassemble';

const ADDR = 'RWXCBB73XJITATVQFOI7MVUUQOL2PFDDSDUMW4H4T2SNSX4SEUOQ2MM7F4';
const ADDR_HEX = '8dae2087fbba51304eb02b91f656948397a7946390e8cb70fc9ea4d95f92251d';

function bytes(...b: number[]): Uint8Array {
  return Uint8Array.from(b);
}

function failure(program: Uint8Array): DisassembleError {
  try {
    disassemble(program);
  } catch (e) {
    if (e instanceof DisassembleError) return e;
    throw e;
  }
  throw new Error('expected a DisassembleError');
}

describe('disassemble', () => {
  it('writes constant blocks, constant comments, byte guesses and generated labels like go-algorand', () => {
    const source = [
      '#pragma version 8',
      'int 7',
      'int 7',
      '==',
      'bnz end',
      'byte "hi"',
      'byte "hi"',
      '==',
      'pop',
      `addr ${ADDR}`,
      'pop',
      'pushbytes 0x00ff',
      'pop',
      'pushbytes "a\\"b"',
      'pop',
      'end:',
      'int 1',
      'return',
    ].join('\n');
    expect(disassemble(assemble(source).program)).toBe(
      [
        '#pragma version 8',
        'intcblock 7',
        'bytecblock 0x6869',
        'intc_0 // 7',
        'intc_0 // 7',
        '==',
        'bnz label1',
        'bytec_0 // "hi"',
        'bytec_0 // "hi"',
        '==',
        'pop',
        `pushbytes 0x${ADDR_HEX} // addr ${ADDR}`,
        'pop',
        'pushbytes 0x00ff // 0x00ff',
        'pop',
        'pushbytes 0x612262 // "a\\"b"',
        'pop',
        'label1:',
        'pushint 1',
        'return',
        '',
      ].join('\n'),
    );
  });

  it('names back-branch targets too (a second pass writes the label before its target)', () => {
    const program = assemble('#pragma version 8\nloop:\nint 1\nbnz loop\nint 1\n').program;
    expect(disassemble(program)).toBe(
      '#pragma version 8\nintcblock 1\nlabel1:\nintc_0 // 1\nbnz label1\nintc_0 // 1\n',
    );
  });

  it('writes fields, signed int8, switch/match label lists and a label at the very end', () => {
    const source =
      '#pragma version 8\ntxn Fee\nswitch a b\na:\nb:\nproto 1 0\nframe_dig -1\nmatch a\nretsub\n';
    expect(disassemble(assemble(`#pragma typetrack false\n${source}`).program)).toBe(
      // Labels are per target pc: a and b are the same place.
      '#pragma version 8\ntxn Fee\nswitch label1 label1\nlabel1:\nproto 1 0\nframe_dig -1\nmatch label1\nretsub\n',
    );
    expect(disassemble(assemble('#pragma version 8\nint 1\nbnz end\nend:\n').program)).toBe(
      '#pragma version 8\npushint 1\nbnz label1\nlabel1:\n',
    );
  });

  it('writes explicit blocks and only comments constants that exist', () => {
    expect(disassemble(bytes(8, 0x20, 0x02, 0x01, 0x02, 0x25, 0x21, 0x01))).toBe(
      '#pragma version 8\nintcblock 1 2\nintc_3\nintc 1 // 2\n',
    );
    expect(disassemble(bytes(8, 0x26, 0x00, 0x28))).toBe('#pragma version 8\nbytecblock \nbytec_0\n');
  });

  it('answers odd versions with a comment, as algod does', () => {
    expect(disassemble(bytes())).toBe('// invalid version\n');
    expect(disassemble(bytes(0x80))).toBe('// invalid version\n');
    expect(disassemble(bytes(14, 0x22))).toBe('// unsupported version 14\n');
    expect(disassemble(bytes(0, 0x22))).toBe('#pragma version 0\nintc_0\n');
  });

  it('fails on bytes that are not a program', () => {
    expect(failure(bytes(8, 0xff)).message).toBe('invalid opcode ff at pc=1');
    expect(failure(bytes(8, 0xff)).partial).toBe('#pragma version 8\ninvalid opcode ff at pc=1\n');
    expect(failure(bytes(2, 0x22, 0xb0)).message).toBe('invalid opcode b0 at pc=2');
    expect(failure(bytes(8, 0x31)).message).toBe('program end while reading immediate f for txn');
    expect(failure(bytes(8, 0x31, 0xff)).message).toBe('invalid immediate f for txn: 255');
    expect(failure(bytes(8, 0x31, 0x1a)).message).toBe('invalid immediate f for txn: 26');
    expect(failure(bytes(8, 0x80, 0x05, 0x01)).message).toBe(
      'could not decode immediate bytes for pushbytes',
    );
    expect(failure(bytes(8, 0x42, 0x00)).message).toBe('program end while reading label for b');
    expect(failure(bytes(8, 0x8d, 0x02, 0x00)).message).toBe('could not decode labels for switch');
    expect(failure(bytes(8, 0x20, 0x03, 0x01)).message).toBe('const int list ran past end of program');
    expect(failure(bytes(8, 0x26, 0x01, 0x05, 0x01)).message).toBe(
      'const bytes list ran past end of program',
    );
    expect(failure(bytes(13, 0xd4)).message).toBe('invalid opcode d4 at pc=1');
    expect(failure(bytes(13, 0xd4, 0x77)).message).toBe('invalid opcode d477 at pc=1');
    expect(failure(bytes(12, 0xd4, 0x01)).message).toBe('invalid opcode d4 at pc=1');
  });

  it('reads v13 two-byte opcodes', () => {
    expect(disassemble(bytes(13, 0xd4, 0x01, 0xd4, 0x09))).toBe(
      '#pragma version 13\napp_box_create\napp_box_resize\n',
    );
  });
});

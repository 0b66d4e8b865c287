import { decodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { assembleErrorLines } from './testing/assembleFailure';
import { hex } from './testing/reference';

function asm(source: string): string {
  return hex(assemble(source).program);
}

describe('constant blocks', () => {
  it('from v4 orders the block by use count, ties in first-use order', () => {
    // 5 and 7 are used twice, 9 three times: [9, 5, 7].
    expect(asm('#pragma version 4\nint 5\nint 7\nint 7\nint 5\nint 9\nint 9\nint 9\n')).toBe(
      '04' + '2003090507' + '23242423222222',
    );
  });

  it('from v4 turns single-use constants into pushint/pushbytes', () => {
    expect(asm('#pragma version 4\nint 1\nint 2\nint 2\nbyte 0x01\nbyte "a"\nbyte "a"\n')).toBe(
      '04' + '200102' + '26010161' + '8101' + '2222' + '800101' + '2828',
    );
    expect(asm('#pragma version 8\nint 42\n')).toBe('08812a');
  });

  it('before v4 keeps every constant in the block, in first-use order', () => {
    expect(asm('#pragma version 3\nint 1\nint 2\nint 2\n')).toBe('03' + '20020102' + '222323');
    expect(asm('int 7\n')).toBe('01' + '200107' + '22');
  });

  it('uses intc N / bytec N past the fourth constant', () => {
    const ints = [10, 11, 12, 13, 14].flatMap((n) => [`int ${n}`, `int ${n}`]).join('\n');
    expect(asm(`#pragma version 5\n${ints}\n`)).toBe(
      '05' + '20050a0b0c0d0e' + '2222232324242525' + '21042104',
    );
  });

  it('leaves an explicit intcblock alone; from v4 `int` then becomes pushint, with a warning', () => {
    const r = assemble('#pragma version 4\nintcblock 10 20\nintc_1\nint 10\n');
    expect(hex(r.program)).toBe('04' + '20020a14' + '23' + '810a');
    expect(r.warnings).toEqual([
      { line: 4, column: 4, message: 'int 10 used with explicit intcblock. must pushint' },
    ]);
    const b = assemble('#pragma version 4\nbytecblock 0x01 "b"\nbyte "b"\n');
    expect(hex(b.program)).toBe('04' + '2602010101' + '62' + '800162');
    expect(b.warnings).toHaveLength(1);
  });

  it('before v4, `int` must find its value in the one explicit intcblock', () => {
    expect(asm('#pragma version 3\nintcblock 10 20\nint 20\n')).toBe('03' + '20020a14' + '23');
    expect(assembleErrorLines('#pragma version 3\nintcblock 10 20\nint 30\n')).toEqual([
      '1 error: 3:4: value 30 does not appear in existing intcblock',
    ]);
    expect(assembleErrorLines('#pragma version 3\nbytecblock 0x01\nbyte 0x02\n')).toEqual([
      '1 error: 3:5: value 0x02 does not appear in existing bytecblock',
    ]);
    // Two blocks: v3 has pushint; v2 has nothing better than an error.
    expect(asm('#pragma version 3\nintcblock 1\nintcblock 2\nint 5\n')).toBe(
      '03' + '200101' + '200102' + '8105',
    );
    expect(assembleErrorLines('#pragma version 2\nintcblock 1\nintcblock 2\nint 5\n')).toEqual([
      '1 error: 4: int 5 used with manual intcblocks. Use intc.',
    ]);
  });

  it('rejects an explicit block after pseudo-op constants, except in dead code', () => {
    expect(assembleErrorLines('#pragma version 8\nint 1\nintcblock 1\n')).toEqual([
      '1 error: 3: intcblock following int',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte 0x01\nbytecblock 0x01\n')).toEqual([
      '1 error: 3: bytecblock following byte/addr/method',
    ]);
    // A block after `return` is data as far as the assembler can tell: the gathered block is still prepended.
    expect(asm('#pragma version 8\nint 1\nint 1\nreturn\nintcblock 7\n')).toBe(
      '08' + '200101' + '2222' + '43' + '200107',
    );
  });
});

describe('constant syntax', () => {
  it('int: decimal, 0x, 0o, leading-0 octal, 0b, underscores, and named constants', () => {
    expect(asm('#pragma version 8\npushints 0x10 0o17 017 0b101 1_000 18446744073709551615\n')).toBe(
      '08' + '8306' + '100f0f05e807' + 'ffffffffffffffffff01',
    );
    // pay=1 appl=6 NoOp=0 OptIn=1 DeleteApplication=5 hb=8; 1 is used twice.
    expect(
      asm('#pragma version 8\nint pay\nint appl\nint NoOp\nint OptIn\nint DeleteApplication\nint hb\n'),
    ).toBe('08' + '200101' + '22' + '8106' + '8100' + '22' + '8105' + '8108');
  });

  it('byte: every literal form of the same bytes is one constant', () => {
    const forms = [
      'base64 aGVsbG8=',
      'b64 aGVsbG8=',
      'base64(aGVsbG8=)',
      'b64(aGVsbG8=)',
      'base32 NBSWY3DP',
      'b32(NBSWY3DP)',
      'base32(NBSWY3DP)',
      '0x68656c6c6f',
      '"hello"',
      '"\\x68ello"',
    ];
    const source = `#pragma version 8\n${forms.map((f) => `byte ${f}`).join('\n')}\n`;
    expect(asm(source)).toBe('08' + '26010568656c6c6f' + '28'.repeat(forms.length));
  });

  it('byte: escapes, and "//" inside strings and base64 is not a comment', () => {
    expect(asm('#pragma version 8\npushbytes "A\\n\\t\\\\\\"\\r"\n')).toBe('08' + '8006' + '410a095c220d');
    expect(asm('#pragma version 8\npushbytes "a // b ; c" // comment\n')).toBe(
      '08' + '800a' + hex(Buffer.from('a // b ; c')),
    );
    expect(asm('#pragma version 8\npushbytes base64 ab//cd==\n')).toBe('08' + '8004' + '69bfff71');
    expect(asm('#pragma version 8\npushbytes b64(ab//cd==)\n')).toBe('08' + '8004' + '69bfff71');
    expect(asm('#pragma version 8\npushbytes base32(MFRGG===)\n')).toBe('08' + '8003' + '616263');
  });

  it('addr and method', () => {
    const addr = 'RWXCBB73XJITATVQFOI7MVUUQOL2PFDDSDUMW4H4T2SNSX4SEUOQ2MM7F4';
    expect(asm(`#pragma version 8\naddr ${addr}\n`)).toBe('08' + '8020' + hex(decodeAddress(addr).publicKey));
    expect(asm('#pragma version 8\nmethod "add(uint64,uint64)uint64"\n')).toBe('08' + '8004' + 'fe6bdf69');
  });

  it('pushbytess and bytecblock take lists of literals', () => {
    expect(asm('#pragma version 8\npushbytess 0x01 "ab" b64 AA==\n')).toBe(
      '08' + '8203' + '0101' + '026162' + '0100',
    );
    expect(asm('#pragma version 8\nbytecblock base32 ME 0x\nbytec_1\n')).toBe(
      '08' + '2602' + '0161' + '00' + '29',
    );
  });
});

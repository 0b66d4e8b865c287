import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { AssembleError } from './AssembleError';
import { assembleErrorLines, assembleFailure } from './testing/assembleFailure';

/** go-algorand prints `line:col: msg`, or `line: msg` when the column is 0. */
describe('assembler errors', () => {
  it('report a lone error like algod: "1 error: " and a trailing newline', () => {
    const err = assembleFailure('#pragma version 8\nfoo\n');
    expect(err).toBeInstanceOf(AssembleError);
    expect(err.code).toBe('assemble_failed');
    expect(err.report).toBe('1 error: 2: unknown opcode: foo\n');
    expect(err.message).toBe('1 error: 2: unknown opcode: foo');
    expect(err.errors).toEqual([{ line: 2, column: 0, message: 'unknown opcode: foo' }]);
  });

  it('collect several errors, one per line', () => {
    expect(assembleErrorLines('foo\n  bar\nint 1\n')).toEqual([
      '1: unknown opcode: foo',
      '2:2: unknown opcode: bar',
    ]);
  });

  it('unknown and too-new opcodes', () => {
    expect(assembleErrorLines('#pragma version 2\nint 1\nlog\n')).toEqual([
      '1 error: 3: log opcode was introduced in v5',
    ]);
    expect(assembleErrorLines('int 1\nint 2\naddw\n')).toEqual([
      '1 error: 3: addw opcode was introduced in v2',
    ]);
    expect(assembleErrorLines('#pragma version 12\nsha512\n')).toEqual([
      '1 error: 2: sha512 opcode was introduced in v13',
    ]);
  });

  it('too-new fields and pseudo-op arities', () => {
    expect(assembleErrorLines('#pragma version 2\ntxn Nonparticipation\n')).toEqual([
      '1 error: 2:4: txn Nonparticipation field was introduced in v5. Missed #pragma version?',
    ]);
    expect(assembleErrorLines('txn Accounts 0\n')).toEqual([
      '1: txn opcode with 2 immediates was introduced in v2',
      '1:4: txn Accounts field was introduced in v2. Missed #pragma version?',
    ]);
    expect(assembleErrorLines('#pragma version 4\nbyte 0x00\nextract 1 2\n')).toEqual([
      '1 error: 3: extract opcode with 2 immediates was introduced in v5',
    ]);
  });

  it('wrong immediate counts point at the end of the last argument, or at the first extra one', () => {
    expect(assembleErrorLines('#pragma version 8\nglobal\n')).toEqual([
      '1 error: 2:6: global expects 1 immediate argument',
    ]);
    expect(assembleErrorLines('#pragma version 8\nint 1 2\n')).toEqual([
      '1 error: 2:6: int expects 1 immediate argument',
    ]);
    expect(assembleErrorLines('#pragma version 8\ngtxn 0\n')).toEqual([
      '1 error: 2: gtxn expects 2 or 3 immediate arguments',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte 0x00\nextract 1\n')).toEqual([
      '1 error: 3: extract expects 0 or 2 immediate arguments',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte 0x00\nint 0\nint 1\nsubstring3 7\n')).toEqual([
      '1 error: 5:11: substring3 expects 0 immediate arguments',
    ]);
    // Stack checks run before the immediates are read, so both are reported.
    expect(assembleErrorLines('#pragma version 8\nint 1\nsubstring3 7\n')).toEqual([
      '3: substring3 7 expects 3 stack arguments but stack height is 1',
      '3:11: substring3 expects 0 immediate arguments',
    ]);
    expect(assembleErrorLines('#pragma version 8\nitxn_begin\nitxn Logs 0 1\n')).toEqual([
      '1 error: 3: itxn expects 1 or 2 immediate arguments',
    ]);
  });

  it('labels: undefined (reported once), duplicate, too far, back references before v4', () => {
    expect(assembleErrorLines('#pragma version 8\nb nowhere\nb nowhere\n')).toEqual([
      '1 error: 2:2: reference to undefined label "nowhere"',
    ]);
    expect(assembleErrorLines('x:\nx:\nint 1\n')).toEqual(['1 error: 2: duplicate label "x"']);
    expect(assembleErrorLines('#pragma version 3\nloop:\nint 1\nbnz loop\n')).toEqual([
      '1 error: 4:4: label "loop" is a back reference, back jump support was introduced in v4',
    ]);
    // v1 may not branch to the end of the program.
    expect(assembleErrorLines('int 1\nbnz end\nend:\n')).toEqual([
      '1 error: 2:4: label "end" is too far away',
    ]);
    // 9 × (pushbytes of 3,640 bytes + pop) = 32,796 bytes: past an int16 offset (at most 32,767).
    const filler = `pushbytes 0x${'00'.repeat(3640)}\npop\n`.repeat(9);
    expect(assembleErrorLines(`#pragma version 8\nint 1\nbnz end\n${filler}end:\n`)).toEqual([
      '1 error: 3:4: label "end" is too far away',
    ]);
    const near = `pushbytes 0x${'00'.repeat(3630)}\npop\n`.repeat(9);
    expect(assemble(`#pragma version 8\nint 1\nbnz end\n${near}end:\n`).program.slice(3, 6)).toEqual(
      Uint8Array.from([0x40, 0x7f, 0xc2]), // 9 × 3,634 = 32,706 = 0x7fc2
    );
    expect(assembleErrorLines('#define x int 1\nx:\n')).toEqual([
      '1 error: 2: Cannot create label with same name as macro: x',
    ]);
  });

  it('bad literals', () => {
    expect(assembleErrorLines('#pragma version 8\nbyte 0xabc\n')).toEqual([
      '1 error: 2:5: byte encoding/hex: odd length hex string',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte 0xzz\n')).toEqual([
      "1 error: 2:5: byte encoding/hex: invalid byte: U+007A 'z'",
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte base64 AAA\n')).toEqual([
      '1 error: 2:12: byte illegal base64 data at input byte 0',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte base64(AA=A)\n')).toEqual([
      '1 error: 2:5: byte illegal base64 data at input byte 9',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte b64(AAAA\n')).toEqual([
      '1 error: 2:5: byte argument b64(AAAA lacks closing parenthesis',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte base32 A1\n')).toEqual([
      '1 error: 2:12: byte illegal base32 data at input byte 1',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte "\\q"\n')).toEqual([
      '1 error: 2:5: byte invalid escape sequence \\q',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte "\\xzz"\n')).toEqual([
      '1 error: 2:5: byte strconv.ParseUint: parsing "zz": invalid syntax',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte base64\n')).toEqual([
      '1 error: 2:5: byte base64 needs byte literal argument',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte\n')).toEqual([
      '1 error: 2:4: byte needs byte literal argument',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte 0x00 0x01\n')).toEqual([
      '1 error: 2:10: byte with extraneous argument',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte nope\n')).toEqual([
      '1 error: 2:5: byte arg did not parse: nope',
    ]);
    expect(assembleErrorLines('#pragma version 8\nint 0x1g\n')).toEqual([
      '1 error: 2:4: unable to parse "0x1g" as integer',
    ]);
    expect(assembleErrorLines('#pragma version 8\nint 18446744073709551616\n')).toEqual([
      '1 error: 2:4: unable to parse "18446744073709551616" as integer',
    ]);
    expect(assembleErrorLines('#pragma version 8\npushints 1 x 3\n')).toEqual([
      '1 error: 2:11: strconv.ParseUint: parsing "x": invalid syntax',
    ]);
    expect(
      assembleErrorLines(
        '#pragma version 8\naddr AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\n',
      ),
    ).toEqual([
      '1 error: 2:5: address AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA is malformed, checksum verification failed',
    ]);
    expect(assembleErrorLines('#pragma version 8\naddr 1234\n')).toEqual([
      '1 error: 2:5: failed to decode address 1234 to base 32',
    ]);
    expect(assembleErrorLines('#pragma version 8\nmethod add(uint64)uint64\n')).toEqual([
      '1 error: 2:7: unable to parse method signature',
    ]);
  });

  it('immediates: ranges, misplaced fields, unknown and forbidden fields', () => {
    expect(assembleErrorLines('#pragma version 8\nload 256\n')).toEqual([
      '1 error: 2:5: load i beyond 255: 256',
    ]);
    expect(assembleErrorLines('#pragma version 8\nload x\n')).toEqual([
      '1 error: 2:5: load unable to parse i "x" as integer',
    ]);
    expect(assembleErrorLines('#pragma version 8\nframe_dig 200\n')).toEqual([
      '1 error: 2:10: frame_dig unable to parse i "200" as int8',
    ]);
    expect(assembleErrorLines('#pragma version 8\ntxn Nope\n')).toEqual([
      '1 error: 2:4: txn unknown field: "Nope"',
    ]);
    expect(assembleErrorLines('#pragma version 8\ntxn ApplicationArgs\n')).toEqual([
      '1 error: 2:4: "ApplicationArgs" field of txn can only be used with 2 immediates',
    ]);
    expect(assembleErrorLines('#pragma version 8\ngtxn Sender 0\n')).toEqual([
      '1 error: 2:5: gtxn with 2 immediates can only use "Sender" as immediate 2',
    ]);
    expect(assembleErrorLines('#pragma version 8\nint 1\nitxn_field TxID\n')).toEqual([
      '3: itxn_field TxID arg 0 wanted type [32]byte got 1',
      '3:11: itxn_field "TxID" is not allowed.',
    ]);
    expect(assembleErrorLines('#pragma version 8\nbyte "abcdef"\nsubstring 5 2\n')).toEqual([
      '1 error: 3:10: substring end is before start',
    ]);
    expect(assembleErrorLines('#pragma version 8\nint 1\nintc 7\n')).toEqual([
      '1 error: 3:5: intc 7 is not defined',
    ]);
  });

  it('stack type checking (off after #pragma typetrack false)', () => {
    expect(assembleErrorLines('#pragma version 8\nbyte 0x01\nint 1\n+\n')).toEqual([
      '1 error: 4: + arg 0 wanted type uint64 got [1]byte',
    ]);
    expect(assembleErrorLines('#pragma version 8\n+\n')).toEqual([
      '1 error: 2: + expects 2 stack arguments but stack height is 0',
    ]);
    expect(assembleErrorLines('#pragma version 8\nint 1\nint 2\nextract\n')).toEqual([
      '1 error: 4: extract without immediates expects 3 stack arguments but stack height is 2',
    ]);
    expect(assembleErrorLines('#pragma version 8\nproto 1 1\n')).toEqual([
      '1 error: 2: proto must be unreachable from previous PC',
    ]);
    expect(assembleErrorLines('#pragma version 8\nint 1\nbury 0\n')).toEqual([
      '1 error: 3: bury 0 always fails',
    ]);
    expect(assemble('#pragma version 8\n#pragma typetrack false\nbyte 0x01\nint 1\n+\n').program).toEqual(
      Uint8Array.from([8, 0x80, 1, 1, 0x81, 1, 0x08]),
    );
    // After an unconditional branch the code is dead: nothing is checked until a label.
    expect(assemble('#pragma version 8\nerr\n+\nlab:\nint 1\n').program.length).toBeGreaterThan(0);
  });

  it('directives', () => {
    expect(assembleErrorLines('#pragma version 8\nint 1\n#pragma version 8\n')).toEqual([
      '1 error: 3: #pragma version is only allowed before instructions',
    ]);
    expect(assembleErrorLines('#pragma version x\n')).toEqual(['1 error: 1:16: bad #pragma version: "x"']);
    expect(assembleErrorLines('#pragma version 99\n')).toEqual(['1 error: 1:16: unsupported version: 99']);
    expect(assembleErrorLines('#pragma\n')).toEqual(['1 error: 1: empty pragma']);
    expect(assembleErrorLines('#pragma version\n')).toEqual(['1 error: 1:8: no version value']);
    expect(assembleErrorLines('#pragma version 8 9\n')).toEqual([
      '1 error: 1:18: unexpected extra tokens: 9',
    ]);
    expect(assembleErrorLines('#pragma foo\n')).toEqual(['1 error: 1: unsupported pragma directive: "foo"']);
    expect(assembleErrorLines('#pragma typetrack maybe\n')).toEqual([
      '1 error: 1:18: bad #pragma typetrack: "maybe"',
    ]);
    expect(assembleErrorLines('#include x\n')).toEqual(['1 error: 1: unknown directive: include']);
    expect(assembleErrorLines('int 1\n#pragma version 2\n')).toEqual([
      '1 error: 2: #pragma version is only allowed before instructions',
    ]);
    expect(assembleErrorLines('lab:\n#pragma version 2\nint 1\n')).toEqual([
      '1 error: 2:16: version mismatch: assembling v2 with v1 assembler',
    ]);
  });

  it('empty text', () => {
    expect(assembleFailure('').report).toBe('1 error: 0: Cannot assemble empty program text\n');
    expect(assembleFailure(' \n\t\n').report).toBe('1 error: 0: Cannot assemble empty program text\n');
  });

  it('reports at most 10 errors, then the warnings', () => {
    const lines = assembleErrorLines(Array.from({ length: 12 }, (_, i) => `nope${i}`).join('\n'));
    expect(lines).toHaveLength(10);
    expect(lines[9]).toBe('10: unknown opcode: nope9');
    expect(assembleFailure(Array.from({ length: 12 }, (_, i) => `nope${i}`).join('\n')).errors).toHaveLength(
      12,
    );
    expect(assembleErrorLines('#pragma version 8\nintcblock 1\nint 1\nfoo\n')).toEqual([
      '4: unknown opcode: foo',
      '3:4: int 1 used with explicit intcblock. must pushint',
    ]);
  });
});

import type algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../txn/decodeBytesText';
import { COMPILE_MESSAGES, CompileError, compilePrograms, readProgramBytes } from './compilePrograms';
import { marksFor, programMarksOf } from './programMarks';

// none of these paths reaches the node: a call to it fails the test
const noNode = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('the node was asked');
    },
  },
) as algosdk.Algodv2;
const own = { templateVariables: {}, byteCode: { approval: 'CoEBQw==', clear: 'CoEB' } };
const bare = { templateVariables: {} };

describe('the programs a deploy uses', () => {
  it('a spec with programs of its own deploys those, not programs left in the draft from another spec', async () => {
    const p = await compilePrograms(noNode, own, {}, { as: 'bytes', approval: '0a8101', clear: '0a8101' });
    expect(bytesToHex(p.approval)).toBe('0a810143');
    expect(bytesToHex(p.clear)).toBe('0a8101');
  });

  it('a spec without programs takes compiled bytes as hex or base64', async () => {
    const p = await compilePrograms(noNode, bare, {}, { as: 'bytes', approval: '0x0a810143', clear: 'CoEB' });
    expect([bytesToHex(p.approval), bytesToHex(p.clear)]).toEqual(['0a810143', '0a8101']);
  });

  it('refuses bytes that are neither hex nor base64, and a spec with no programs given none', async () => {
    await expect(
      compilePrograms(noNode, bare, {}, { as: 'bytes', approval: 'not hex!', clear: 'CoEB' }),
    ).rejects.toThrow(COMPILE_MESSAGES.badBytes('approval'));
    await expect(compilePrograms(noNode, bare, {})).rejects.toThrow(COMPILE_MESSAGES.noPrograms);
    expect(readProgramBytes('  ')).toBeUndefined();
  });
});

describe('marks on the TEAL a person gave', () => {
  it('keeps the refused program\u2019s lines until its text changes', () => {
    const refused = new CompileError('compile-failed', 'x');
    refused.program = 'clear';
    refused.diagnostics = [{ line: 2, message: 'unknown opcode: foo' }];
    const marks = programMarksOf(refused, { approval: 'int 1', clear: 'int 1\nfoo' });
    expect(marksFor(marks, 'clear', 'int 1\nfoo')).toEqual([{ line: 2, message: 'unknown opcode: foo' }]);
    expect(marksFor(marks, 'approval', 'int 1')).toEqual([]);
    expect(marksFor(marks, 'clear', 'int 1\nfoo\n')).toEqual([]);
    expect(programMarksOf(new Error('node down'), { approval: '', clear: '' })).toEqual({});
  });
});

import type algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../txn/decodeBytesText';
import { COMPILE_MESSAGES, compilePrograms, readProgramBytes } from './compilePrograms';

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

import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../../../scripts/referenceDir';
import { bytesToHex } from '../txn/decodeBytesText';
import { methodNamesOf } from './methodNamesOf';

const hello = readFileSync(
  referencePath('app-specs/puya/hello_world_arc4/HelloWorldContract.arc56.json'),
  'utf8',
);

describe('methodNamesOf', () => {
  it('names each method of a spec by its ARC-4 selector', () => {
    const names = methodNamesOf(hello);
    const selector = bytesToHex(algosdk.ABIMethod.fromSignature('hello(string)string').getSelector());
    expect(selector).toBe('02bece11');
    expect(names[selector]).toEqual({ name: 'hello', signature: 'hello(string)string' });
  });

  it('names nothing from text that is not a spec', () => {
    expect(methodNamesOf('not json')).toEqual({});
    expect(methodNamesOf('{}')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { concatBytes } from '../encoding/concatBytes';
import { readDroppedFile } from './readDroppedFile';

describe('readDroppedFile', () => {
  it('keeps a text file as its trimmed text', () => {
    expect(readDroppedFile(new TextEncoder().encode('  gqNzaWfE\n'))).toBe('gqNzaWfE');
  });

  it('turns binary (msgpack) into base64', () => {
    expect(readDroppedFile(new Uint8Array([0x82, 0xa3, 0x73]))).toBe('gqNz');
  });

  it('an empty file is base64 of nothing', () => {
    expect(readDroppedFile(new Uint8Array())).toBe('');
  });
});

describe('concatBytes', () => {
  it('joins parts in order', () => {
    expect(concatBytes([new Uint8Array([1, 2]), new Uint8Array(), new Uint8Array([3])])).toEqual(
      new Uint8Array([1, 2, 3]),
    );
  });
});

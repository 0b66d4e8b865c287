import { LogicSig } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { assemble } from './assemble';
import { programAddress } from './programAddress';

describe('programAddress', () => {
  it('is the logic signature address algosdk computes', () => {
    for (const source of ['#pragma version 2\nint 1\n', '#pragma version 8\ntxn Fee\nint 1000\n<=\n']) {
      const program = assemble(source).program;
      expect(programAddress(program)).toBe(new LogicSig(program).address().toString());
    }
    expect(programAddress(Uint8Array.from([2, 32, 1, 1, 34]))).toBe(
      'YOE6C22GHCTKAN3HU4SE5PGIPN5UKXAJTXCQUPJ3KKF5HOAH646MKKCPDA',
    );
  });
});

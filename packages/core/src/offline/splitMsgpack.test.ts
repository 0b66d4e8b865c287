import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { splitMsgpack } from './splitMsgpack';

describe('splitMsgpack', () => {
  it('finds the boundaries of every kind of value', () => {
    const values: unknown[] = [
      1,
      -1,
      300,
      -300,
      70000,
      -70000,
      2n ** 40n,
      -(2n ** 40n),
      0.5,
      null,
      true,
      false,
      'x',
      'y'.repeat(40),
      'z'.repeat(300),
      'w'.repeat(70000),
      new Uint8Array(3),
      new Uint8Array(300),
      new Uint8Array(70000),
      [1, [2, [3]]],
      Array.from({ length: 20 }, (_, i) => i),
      Array.from({ length: 70000 }, () => 0),
      new Map([['a', 1]]),
      new Map(Array.from({ length: 20 }, (_, i) => [`k${i}`, i])),
    ];
    const parts = values.map((v) => algosdk.msgpackRawEncode(v));
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let pos = 0;
    for (const p of parts) {
      joined.set(p, pos);
      pos += p.length;
    }
    expect(splitMsgpack(joined).map((p) => p.length)).toEqual(parts.map((p) => p.length));
  });

  it('refuses truncated data and bytes that start no value', () => {
    expect(() => splitMsgpack(new Uint8Array([0x92, 1]))).toThrow(/ends in the middle/);
    expect(() => splitMsgpack(new Uint8Array([0xc4, 5, 1]))).toThrow(/ends in the middle/);
    expect(() => splitMsgpack(new Uint8Array([0xc1]))).toThrow(/Not msgpack: byte 0xc1 at 0/);
  });
});

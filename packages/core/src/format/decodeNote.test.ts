import { msgpackRawDecode, msgpackRawEncode } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { decodeNote } from './decodeNote';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('decodeNote', () => {
  it('offers text, and JSON when the text is JSON', () => {
    const plain = decodeNote(b64(new TextEncoder().encode('hello <b>world</b>')));
    expect(plain).toMatchObject({ text: 'hello <b>world</b>', byteLength: 18 });
    expect(plain.json).toBeUndefined();
    const json = decodeNote(b64(new TextEncoder().encode('{"a":1,"b":[true]}')));
    expect(json.json).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
  });

  it('decodes a msgpack map, keeping uint64 values exact', () => {
    const encoded = b64(msgpackRawEncode({ amt: 18446744073709551615n, to: 'x' }));
    expect(decodeNote(encoded).msgpackCandidate).toBe(true);
    expect(decodeNote(encoded).msgpack).toBeUndefined();
    const note = decodeNote(encoded, msgpackRawDecode);
    expect(note.text).toBeUndefined();
    expect(note.msgpack).toContain('"18446744073709551615"');
    expect(note.msgpack).toContain('"to": "x"');
  });

  it('keeps bytes that are nothing known as base64 and hex only', () => {
    const note = decodeNote(b64(new Uint8Array([0, 1, 0xff])));
    expect(note).toEqual({ base64: 'AAH/', hex: '0001ff', byteLength: 3, msgpackCandidate: false });
  });
});

import { describe, expect, it } from 'vitest';
import { KmdError } from './KmdError';
import { parseKmdRequest } from './readKmdRequest';

const schema = {
  name: 'string',
  flag: 'bool',
  n: 'uint8',
  data: 'bytes',
  pk: 'publicKey',
  pks: 'publicKeys',
  msig: 'multisig',
} as const;

function decodeFails(raw: unknown): void {
  expect(() => parseKmdRequest(raw, schema)).toThrow(KmdError);
  expect(() => parseKmdRequest(raw, schema)).toThrow('could not decode request body');
}

describe('parseKmdRequest (go-codec JSON rules)', () => {
  it('gives zero values for missing and null fields', () => {
    expect(parseKmdRequest({ name: null }, schema)).toEqual({
      name: '',
      flag: false,
      n: 0,
      data: new Uint8Array(0),
      pk: new Uint8Array(32),
      pks: [],
      msig: { version: 0, threshold: 0, subsigs: [] },
    });
    expect(parseKmdRequest(null, schema).name).toBe('');
  });

  it('decodes padded base64, byte arrays, and "" as a zero fixed array', () => {
    const pk = new Uint8Array(32).fill(9);
    const req = parseKmdRequest(
      {
        data: 'AQID',
        pk: Buffer.from(pk).toString('base64'),
        pks: [Array.from(pk), ''],
        msig: { v: 1, thr: 1, subsig: [{ pk: Buffer.from(pk).toString('base64') }] },
      },
      schema,
    );
    expect(req.data).toEqual(Uint8Array.of(1, 2, 3));
    expect(req.pk).toEqual(pk);
    expect(req.pks).toEqual([pk, new Uint8Array(32)]);
    expect(req.msig).toEqual({ version: 1, threshold: 1, subsigs: [{ key: pk, sig: new Uint8Array(64) }] });
  });

  it('refuses wrong types, bad base64, wrong lengths and unknown fields', () => {
    decodeFails([]);
    decodeFails('text');
    decodeFails({ name: 5 });
    decodeFails({ flag: 'true' });
    decodeFails({ n: 256 });
    decodeFails({ n: 1.5 });
    decodeFails({ data: 'AQI' }); // unpadded
    decodeFails({ data: 'A*==' });
    decodeFails({ data: [1, 300] });
    decodeFails({ pk: 'AQID' }); // 3 bytes for a 32-byte key
    decodeFails({ pks: 'AQID' });
    decodeFails({ msig: { Version: 1 } }); // the swagger's Go field names are not what kmd reads
    decodeFails({ msig: { subsig: [{ pk: '', sig: '' }] } });
    decodeFails({ msig: 'gqF2AQ==' }); // kmd wants the object, not its msgpack (whatever algosdk's types say)
    decodeFails({ other: 1 });
  });
});

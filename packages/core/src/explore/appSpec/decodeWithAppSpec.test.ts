import { join } from 'node:path';
import algosdk from 'algosdk';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StateEntry } from '../decodeTealState';
import { APP_SPEC_MESSAGES } from './AppSpecError';
import { decodeBoxWithSpec, decodeStateWithSpec, matchSpecKey } from './decodeWithAppSpec';
import { parseAppSpec } from './parseAppSpec';
import { referencePath } from '../../../../../scripts/referenceDir';

const specs = referencePath('app-specs/');
const read = (path: string) => readFileSync(join(specs, path), 'utf8');
const b64 = (bytes: Uint8Array | string) =>
  Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString('base64');
const enc = (type: string, value: algosdk.ABIValue) => algosdk.ABIType.from(type).encode(value);
const bytesEntry = (key: string, value: Uint8Array): StateEntry => ({
  key,
  keyBase64: b64(key),
  value: { kind: 'bytes', base64: b64(value) },
});

describe('parseAppSpec', () => {
  it('reads an ARC-56 spec: box keys, box maps and structs (puya BoxContract)', () => {
    const spec = parseAppSpec(read('puya/box_storage/BoxContract.arc56.json'));
    expect(spec.arc).toBe(56);
    expect(spec.name).toBe('BoxContract');
    expect(Object.keys(spec.keys.box)).toHaveLength(12);
    expect(spec.keys.box['box_a']).toEqual({ keyType: 'AVMString', valueType: 'uint64', key: 'Ym94X2E=' });
    expect(spec.maps.box['box_map']).toEqual({ keyType: 'uint64', valueType: 'AVMString', prefix: '' });
    expect(spec.structs['InnerStruct']!.map((f) => f.name)).toEqual(['c', 'arr_arr', 'd']);
  });

  it('converts an ARC-32 spec: declared global and local keys with their TEAL types (TEALScript Auction)', () => {
    const spec = parseAppSpec(read('puya/auction/tealscript_artifacts/Auction.arc32.json'));
    expect(spec.arc).toBe(32);
    expect(spec.keys.global['previousBidder']).toEqual({
      keyType: 'AVMString',
      valueType: 'AVMBytes',
      key: b64('previousBidder'),
    });
    expect(spec.keys.local['claimableAmount']!.valueType).toBe('AVMUint64');
  });

  it('refuses text that is not JSON, and JSON that is not a spec, with a code', () => {
    expect(() => parseAppSpec('{nope')).toThrow(expect.objectContaining({ code: 'not-json' }));
    expect(() => parseAppSpec('{"methods": []}')).toThrow(APP_SPEC_MESSAGES.notASpec);
  });
});

describe('decodeWithAppSpec', () => {
  it('decodes global state by the spec’s names and AVM types (puya VotingRoundApp)', () => {
    const spec = parseAppSpec(read('puya/voting/VotingRoundApp.arc56.json'));
    const decoded = decodeStateWithSpec(spec, 'global', [
      { key: 'vote_id', keyBase64: b64('vote_id'), value: { kind: 'text', value: 'v1', base64: b64('v1') } },
      { key: 'quorum', keyBase64: b64('quorum'), value: { kind: 'uint', value: 18446744073709551615n } },
      bytesEntry('option_counts', enc('uint8[]', [3, 4, 5])),
      { key: 'other', keyBase64: b64('other'), value: { kind: 'uint', value: 9n } },
    ]);
    expect(decoded).toEqual([
      { name: 'vote_id', type: 'AVMString', value: 'v1' },
      { name: 'quorum', type: 'AVMUint64', value: '18446744073709551615' },
      { name: 'option_counts', type: 'uint8[]', value: '[3, 4, 5]' },
      { name: 'other', type: '', value: '9' },
    ]);
  });

  it('decodes boxes: named keys, structs with field names, and map entries by key type', () => {
    const spec = parseAppSpec(read('puya/box_storage/BoxContract.arc56.json'));
    expect(decodeBoxWithSpec(spec, b64('box_a'), b64(enc('uint64', 42n)))).toEqual({
      name: 'box_a',
      type: 'uint64',
      value: '42',
    });
    expect(decodeBoxWithSpec(spec, b64('BOX_C'), b64(enc('string', 'hello')))!.value).toBe('hello');
    const struct = enc('(uint64,uint64[],uint64,uint64[])', [1n, [2n, 3n], 4n, []]);
    expect(decodeBoxWithSpec(spec, b64('dynamic_arr_struct'), b64(struct))!.value).toBe(
      '{ a: 1, arr: [2, 3], b: 4, arr2: [] }',
    );
    // box_map: prefix '' and uint64 keys, so an 8-byte name is an entry of it.
    expect(matchSpecKey(spec, 'box', b64(enc('uint64', 7n)))).toEqual({
      name: 'box_map[7]',
      valueType: 'AVMString',
    });
    expect(decodeBoxWithSpec(spec, b64(enc('uint64', 7n)), b64('seven'))!.value).toBe('seven');
  });

  it('keeps bytes that do not decode as the declared type raw, and says so', () => {
    const spec = parseAppSpec(read('puya/box_storage/BoxContract.arc56.json'));
    expect(decodeBoxWithSpec(spec, b64('box_c'), b64(new Uint8Array([0, 9, 1])))).toBeUndefined();
    expect(decodeBoxWithSpec(spec, b64('BOX_C'), b64(new Uint8Array([0, 9, 1])))).toEqual({
      name: 'box_c',
      type: 'string',
      value: 'AAkB',
      undecodable: true,
    });
  });

  it('shows addresses as addresses and byte arrays as hex', () => {
    const addr = algosdk.generateAccount().addr.toString();
    const spec = parseAppSpec(
      JSON.stringify({
        name: 'T',
        structs: {
          Pair: [
            { name: 'who', type: 'address' },
            { name: 'tag', type: 'byte[2]' },
          ],
        },
        state: {
          keys: {
            global: { pair: { keyType: 'AVMString', valueType: 'Pair', key: b64('p') } },
            local: {},
            box: {},
          },
          maps: {
            global: {},
            local: {},
            box: { owners: { keyType: 'address', valueType: 'bool', prefix: b64('o') } },
          },
        },
      }),
    );
    expect(
      decodeStateWithSpec(spec, 'global', [bytesEntry('p', enc('(address,byte[2])', [addr, [1, 255]]))]),
    ).toEqual([{ name: 'pair', type: 'Pair', value: `{ who: ${addr}, tag: 0x01ff }` }]);
    const name = new Uint8Array([...new TextEncoder().encode('o'), ...algosdk.decodeAddress(addr).publicKey]);
    expect(decodeBoxWithSpec(spec, b64(name), b64(enc('bool', true)))).toEqual({
      name: `owners[${addr}]`,
      type: 'bool',
      value: 'true',
    });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../../../../scripts/referenceDir';
import { ADDRESS_KEYS, blockHashAsText, decodeGoMsgpack } from '../../../test/support/decodeGoMsgpack';
import { encodeGoJson, quoteGoString } from './encodeGoJson';
import { encodeGoMsgpack } from './encodeGoMsgpack';

/**
 * go-codec as algod configures it (go-algorand v5.0.0 protocol/codec.go CodecHandle and
 * JSONStrictHandle, daemon/algod/api/server/v2/handlers.go GetLedgerStateDelta's `encode`), checked
 * on go's own answer: a ledger state delta algod served in msgpack (js-algorand-sdk's
 * tests/resources/groupdelta-betanet_23963123_2.msgp) and in JSON (the SDK testing suite's
 * v2algodclient_responsejsons/groupdelta-betanet_23963123_2.json).
 */
describe('go-codec writers on algod’s recorded state delta', () => {
  const msgp = new Uint8Array(
    readFileSync(referencePath('js-algorand-sdk/tests/resources/groupdelta-betanet_23963123_2.msgp')),
  );
  const json = readFileSync(
    referencePath(
      'sdk-testing/features/resources/v2algodclient_responsejsons/groupdelta-betanet_23963123_2.json',
    ),
    'utf8',
  );
  const tree = blockHashAsText(decodeGoMsgpack(msgp, ADDRESS_KEYS));

  it('writes the msgpack byte for byte (canonical order, smallest uint, str and bin kept)', () => {
    expect(Buffer.from(encodeGoMsgpack(tree)).equals(Buffer.from(msgp))).toBe(true);
  });

  it('writes the JSON byte for byte (sorted keys, map keys as strings, Go strings escaped as go does)', () => {
    expect(encodeGoJson(tree)).toBe(json);
  });

  it('quotes a Go string as quoteStr: each invalid byte is \\ufffd, controls \\u00xx, U+2028 escaped, <>& as is', () => {
    const bytes = Uint8Array.of(
      0x4f,
      0x96,
      0xe2,
      0x82,
      0x41,
      0x00,
      0x1f,
      0x0c,
      0x3c,
      0x26,
      0xe2,
      0x80,
      0xa8,
      0xc3,
      0xa9,
    );
    expect(quoteGoString(bytes)).toBe('"O\\ufffd\\ufffd\\ufffdA\\u0000\\u001f\\f<&\\u2028é"');
  });
});

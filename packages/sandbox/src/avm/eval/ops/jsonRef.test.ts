/**
 * json_ref against go-algorand v5.0.0's known answers: data/transactions/logic/eval_test.go
 * TestOpJSONRef (results and error texts) and jsonspec_test.go (what parseJSON accepts), plus
 * the go-codec / encoding/json rules parseJSON inherits (jsonspec.md).
 */
import { describe, expect, it } from 'vitest';
import { appError, runApp } from '../testing/runTeal';

const hex = (s: string | Uint8Array) =>
  `0x${Buffer.from(typeof s === 'string' ? Buffer.from(s, 'utf8') : s).toString('hex')}`;
const prog = (body: string) => `#pragma version 13\n${body}`;

/** json_ref of `key` in `text`, compared with `expect` (a uint or bytes). */
function ref(text: string | Uint8Array, key: string, type: string, expect: bigint | string | Uint8Array) {
  const want = typeof expect === 'bigint' ? `int ${expect}` : `byte ${hex(expect)}`;
  return runApp(prog(`byte ${hex(text)}\nbyte ${hex(key)}\njson_ref ${type}\n${want}\n==`));
}
function refError(text: string | Uint8Array, key: string, type = 'JSONString'): string {
  return appError(prog(`byte ${hex(text)}\nbyte ${hex(key)}\njson_ref ${type}\npop\nint 1`));
}
/** go's parseJSON accepted the text (the lookup of an absent key reaches "not found"). */
const parses = (text: string | Uint8Array) =>
  refError(text, '\u0000absent') === 'key \u0000absent not found in JSON text';

const doc = `{"key0": 0,"key1": "algo","key2":{"key3": "teal", "key4": {"key40": 10}}, "key5": 18446744073709551615 }`;

describe('json_ref: TestOpJSONRef passing cases', () => {
  // go: data/transactions/logic/eval_test.go TestOpJSONRef testCases
  it('reads uint64, string and nested objects', () => {
    expect(ref(doc, 'key0', 'JSONUint64', 0n).pass).toBe(true);
    expect(ref(doc, 'key5', 'JSONUint64', 18446744073709551615n).pass).toBe(true);
    expect(ref(doc, 'key1', 'JSONString', 'algo').pass).toBe(true);
    expect(
      ref(doc.replace('"algo"', '"\\u0061\\u006C\\u0067\\u006F"'), 'key1', 'JSONString', 'algo').pass,
    ).toBe(true);
    const nested = prog(
      `byte ${hex(doc)}\nbyte "key2"\njson_ref JSONObject\nbyte "key4"\njson_ref JSONObject\nbyte "key40"\njson_ref JSONUint64\nint 10\n==`,
    );
    expect(runApp(nested).pass).toBe(true);
  });

  it('keeps quotes and spaces of strings, and returns objects as they appeared', () => {
    const quoted = `{"key2":{"key3": "\\"teal\\"", "key4": 1}}`;
    const r = runApp(
      prog(
        `byte ${hex(quoted)}\nbyte "key2"\njson_ref JSONObject\nbyte "key3"\njson_ref JSONString\nbyte ${hex('"teal"')}\n==`,
      ),
    );
    expect(r.pass).toBe(true);
    expect(ref(`{"key3": " teal "}`, 'key3', 'JSONString', ' teal ').pass).toBe(true);
    const dupInner = `{"key4": {"key40": 10, "key40": "10"}}`;
    expect(ref(dupInner, 'key4', 'JSONObject', `{"key40": 10, "key40": "10"}`).pass).toBe(true);
    const webauthn = `{"rawId": "responseId","id": "0","response": {"attestationObject": "based64url_encoded_buffer","clientD\\u0061taJSON":  " based64url_encoded_client_data"},"getClientExtensionResults": {},"type": "public-key"}`;
    expect(
      ref(
        webauthn,
        'response',
        'JSONObject',
        `{"attestationObject": "based64url_encoded_buffer","clientD\\u0061taJSON":  " based64url_encoded_client_data"}`,
      ).pass,
    ).toBe(true);
    const escapedKey = `{"\\u0072\\u0061\\u0077\\u0049\\u0044": "responseId"}`;
    expect(ref(escapedKey, 'rawID', 'JSONString', 'responseId').pass).toBe(true);
  });

  it('reads MAX_SAFE_INTEGER, max uint64, and ignores too-big numbers it is not asked for', () => {
    expect(ref(`{"maxSafeInt": 9007199254740991}`, 'maxSafeInt', 'JSONUint64', 9007199254740991n).pass).toBe(
      true,
    );
    expect(
      ref(`{"maxUint64": 18446744073709551616, "smallUint64": 0}`, 'smallUint64', 'JSONUint64', 0n).pass,
    ).toBe(true);
  });
});

describe('json_ref: TestOpJSONRef failing cases (texts)', () => {
  // go: data/transactions/logic/eval_test.go TestOpJSONRef failedCases
  it.each([
    [`{"key0": 1 }`, 'key0', 'JSONString', 'json: cannot unmarshal number into Go value of type string'],
    [`{"key0": [1] }`, 'key0', 'JSONString', 'json: cannot unmarshal array into Go value of type string'],
    [
      `{"key0": {"key1":1} }`,
      'key0',
      'JSONString',
      'json: cannot unmarshal object into Go value of type string',
    ],
    [`{"key0": "1" }`, 'key0', 'JSONUint64', 'json: cannot unmarshal string into Go value of type uint64'],
    [`{"key0": ["1"] }`, 'key0', 'JSONUint64', 'json: cannot unmarshal array into Go value of type uint64'],
    [
      `{"key0": {"key1":1} }`,
      'key0',
      'JSONUint64',
      'json: cannot unmarshal object into Go value of type uint64',
    ],
    [
      `{"key0": [1]}`,
      'key0',
      'JSONObject',
      'json: cannot unmarshal array into Go value of type map[string]json.RawMessage',
    ],
    [
      `{"key0": 1}`,
      'key0',
      'JSONObject',
      'json: cannot unmarshal number into Go value of type map[string]json.RawMessage',
    ],
    [
      `{"key0": "1"}`,
      'key0',
      'JSONObject',
      'json: cannot unmarshal string into Go value of type map[string]json.RawMessage',
    ],
    [
      `{"key0": 1,"key1": "algo","key2":{"key3": "teal", "key4": [1,2,3]} }`,
      'key3',
      'JSONString',
      'key key3 not found in JSON text',
    ],
    [
      `{"key0": -0,"key1": 2.5,"key2": -3}`,
      'key0',
      'JSONUint64',
      'json: cannot unmarshal number -0 into Go value of type uint64',
    ],
    [
      `{"key0": 1e10,"key1": 2.5,"key2": -3}`,
      'key0',
      'JSONUint64',
      'json: cannot unmarshal number 1e10 into Go value of type uint64',
    ],
    [
      `{"key0": 0.2e-2,"key1": 2.5,"key2": -3}`,
      'key0',
      'JSONUint64',
      'json: cannot unmarshal number 0.2e-2 into Go value of type uint64',
    ],
    [
      `{"key0": 1.0,"key1": 2.5,"key2": -3}`,
      'key0',
      'JSONUint64',
      'json: cannot unmarshal number 1.0 into Go value of type uint64',
    ],
    [
      `{"key0": 1.0,"key1": 2.5,"key2": -3}`,
      'key1',
      'JSONUint64',
      'json: cannot unmarshal number 2.5 into Go value of type uint64',
    ],
    [
      `{"key0": 1.0,"key1": 2.5,"key2": -3}`,
      'key2',
      'JSONUint64',
      'json: cannot unmarshal number -3 into Go value of type uint64',
    ],
    [
      `{"key0": 18446744073709551616}`,
      'key0',
      'JSONUint64',
      'json: cannot unmarshal number 18446744073709551616 into Go value of type uint64',
    ],
    [`{"key0": 1,}`, 'key0', 'JSONString', 'error while parsing JSON text, invalid json text'],
    [
      `{"key0": 1, "key0": "3"}`,
      'key0',
      'JSONString',
      'error while parsing JSON text, invalid json text, duplicate keys not allowed',
    ],
    [
      '[1,2,3]',
      'key',
      'JSONUint64',
      'error while parsing JSON text, invalid json text, only json object is allowed',
    ],
    [
      '2',
      'key',
      'JSONUint64',
      'error while parsing JSON text, invalid json text, only json object is allowed',
    ],
    [
      'null',
      'key',
      'JSONUint64',
      'error while parsing JSON text, invalid json text, only json object is allowed',
    ],
    [
      'true',
      'key',
      'JSONUint64',
      'error while parsing JSON text, invalid json text, only json object is allowed',
    ],
    [
      '"sometext"',
      'key',
      'JSONUint64',
      'error while parsing JSON text, invalid json text, only json object is allowed',
    ],
    [
      `{noquotes: "shouldn't work"}`,
      'noquotes',
      'JSONString',
      'error while parsing JSON text, invalid json text',
    ],
  ])('%s [%s as %s]', (text, key, type, error) => {
    expect(refError(text, key, type)).toBe(error);
  });

  it('fails on a duplicate key inside a nested object once that object is parsed', () => {
    const text = `{"key2":{"key3": "teal", "key4": {"key40": 10, "key40": "should fail!"}}}`;
    const src = prog(
      `byte ${hex(text)}\nbyte "key2"\njson_ref JSONObject\nbyte "key4"\njson_ref JSONObject\nbyte "key40"\njson_ref JSONString`,
    );
    expect(appError(src)).toBe(
      'error while parsing JSON text, invalid json text, duplicate keys not allowed',
    );
    const missing = prog(
      `byte ${hex(`{"key2":{"key3": "teal"}}`)}\nbyte "key2"\njson_ref JSONObject\nbyte "key5"\njson_ref JSONString`,
    );
    expect(appError(missing)).toBe('key key5 not found in JSON text');
  });

  it('costs 25 + 2 per 7 bytes of the text', () => {
    // go: opcodes.go json_ref costByLength(25, 2, 7, 1)
    const text = `{"a":${'1'.padStart(100, ' ')}}`;
    // No stateful op: the v13 assembler would salt it (a trailing intcblock, one more opcode).
    const r = runApp(prog(`#pragma autosalt false\nbyte ${hex(text)}\nbyte "a"\njson_ref JSONUint64`), {
      params: { maxAppProgramCost: 700 },
    });
    expect(r.pass).toBe(true);
    expect(r.group.remainingBudget).toBe(700 - 1 - 1 - (25 + 2 * Math.ceil(text.length / 7)));
  });
});

describe('json_ref: jsonspec_test.go (what parseJSON accepts)', () => {
  // go: data/transactions/logic/jsonspec_test.go
  it.each([
    ['TestParseScalar', `{"key0": 4160}`],
    ['TestParseScalar', `{"key0": "algo"}`],
    ['TestParseNested', `{"key0": [[1,2,3],[4,5,6]], "key1":{"key10":{"key100":"algo"}}}`],
    ['TestParseWhiteSpace', '{"key0": [\t]\n\r}'],
    ['TestParseSpecialValues', `{"key0": null}`],
    ['TestParseSpecialValues', `{"key0": true}`],
    ['TestParseSpecialValues', `{"key0": false}`],
    ['TestParseBigNum', `{"key0":18446744073709551615}`],
    ['TestParseArrays', '{"key0":[1\n]}'],
    ['TestParseArrays', `{"key0": [[1]]}`],
    ['TestParseKeys', `{"": 1}`],
    ['TestParseKeys', `{"key0": 1,"key1": {"key2":2,"key2":"10"}}`],
    ['TestParseKeys', `{"keys.1": 1}`],
    ['TestParseRawNonUnicodeChar', `{"key0": "πζθ"}`],
    ['TestParseEscapeChar', '{"key0": "\\u0000"}'],
    ['TestParseEscapedInvalidChar', `{"key0": "\\uD801\\udc37"}`],
    ['TestParseEscapedInvalidChar', `{"key0": "\\uD800\\uD800n"}`],
    ...Array.from({ length: 32 }, (_, i) => [
      'TestParseControlChar',
      `{"key0":"\\u${i.toString(16).toUpperCase().padStart(4, '0')}"}`,
    ]),
  ])('%s accepts %j', (_name, text) => {
    expect(parses(text as string)).toBe(true);
  });

  it.each([
    ['TestParseTrailingCommas', `{"key0": 4160,}`],
    ['TestParseTrailingCommas', `{"key0": "algo",,,,,,,,,,}`],
    ['TestParseComments', `{"key0": /*comment*/"algo"}`],
    ['TestParseComments', `{"key0": [1,/*comment*/,3]}`],
    ['TestParseUnclosed', `{"key0": ["algo"}`],
    ['TestParseUnclosed', `{"key0": ["algo"]]}`],
    ['TestParseUnclosed', `{"key0": ["algo"],"key1":{}`],
    ['TestParseUnclosed', `{"key0": ["algo"],"key1":{{}`],
    ['TestParseUnclosed', `{"key0": [1,}]}`],
    ['TestParseWhiteSpace', ''],
    ['TestParseWhiteSpace', '{"key0": [\f]}'],
    ['TestParseSpecialValues', `{"key0": NaN}`],
    ['TestParseSpecialValues', `{"key0": +Inf}`],
    ['TestParseSpecialValues', `{"key0": -Inf}`],
    ['TestParseHexValue', `{"key0": 0x1}`],
    ['TestParseHexValue', `{"key0": 0xFF}`],
    ['TestParseArrays', `{"key0": [,1,]}`],
    ['TestParseKeys', `{"key0":: 1}`],
    ['TestParseKeys', `{"key0":: "1"}`],
    ['TestParseKeys', `{"key0": 'algo'}`],
    ['TestParseKeys', `{1: 1}`],
    ['TestParseEscapeChar', `{"key0": ["\\u00A"]}`],
    ['TestParseEscapeChar', `{"key0": "\\"}`],
    ['TestParseEscapeChar', `{"key0": """}`],
    ['TestParseRawNonUnicodeChar', `{"key0": "\\uFF"}`],
    ['TestParseRawNonUnicodeChar', `{"key0": FF}`],
  ])('%s rejects %j', (_name, text) => {
    expect(refError(text, 'key0')).toMatch(/^error while parsing JSON text, invalid json text/);
  });

  it('TestParseByteOrderMark and TestParseFileEncoding: only UTF-8 without a BOM', () => {
    expect(refError('\uFEFF{"key0": 1}', 'key0')).toMatch(/^error while parsing JSON text/);
    const utf16le = Buffer.from(`{"key0": "algo"}`, 'utf16le');
    expect(refError(new Uint8Array(utf16le), 'key0')).toMatch(/^error while parsing JSON text/);
    expect(parses(`{"key0": "algo"}`)).toBe(true);
  });

  it('TestParseKeys: escaped keys equal their decoded form', () => {
    expect(ref(`{"\\u0061": 1}`, 'a', 'JSONUint64', 1n).pass).toBe(true);
  });

  it('TestParseEscapedInvalidChar: JSONString decodes a pair and replaces lone surrogates', () => {
    // encoding/json unquote: a valid pair is one rune, an invalid one U+FFFD per escape.
    expect(ref(`{"key0": "\\uD801\\udc37"}`, 'key0', 'JSONString', '\u{10437}').pass).toBe(true);
    expect(ref(`{"key0": "\\uD800\\uD800n"}`, 'key0', 'JSONString', '\uFFFD\uFFFDn').pass).toBe(true);
  });
});

describe('json_ref: rules parseJSON inherits from go-codec and encoding/json', () => {
  it('nests at most 1023 containers (go-codec MaxDepth 1024, the top object counts)', () => {
    // go-codec decode.go depthIncr: depth >= maxdepth (1024) fails.
    const deep = (n: number) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`;
    expect(parses(deep(1022))).toBe(true);
    expect(refError(deep(1023), 'a')).toBe('error while parsing JSON text, invalid json text');
  });

  it('a null value is kept as no bytes: reading it fails as Unmarshal of nothing', () => {
    // go-codec kMap TryDecodeAsNil stores a nil json.RawMessage.
    expect(refError(`{"a": null}`, 'a', 'JSONUint64')).toBe('unexpected end of JSON input');
    // A later null for a seen key replaces it instead of failing as a duplicate.
    expect(refError(`{"a": 1, "a": null}`, 'a', 'JSONUint64')).toBe('unexpected end of JSON input');
  });

  it('values go-codec lets through fail in encoding/json with its scanner texts', () => {
    expect(refError(`{"a": 01}`, 'a', 'JSONUint64')).toBe("invalid character '1' after top-level value");
    expect(refError(`{"a": .5}`, 'a', 'JSONUint64')).toBe(
      "invalid character '.' looking for beginning of value",
    );
    expect(refError(`{"a": -}`, 'a', 'JSONUint64')).toBe('unexpected end of JSON input');
    expect(refError(`{"a": "x\\'y"}`, 'a')).toBe("invalid character '\\'' in string escape code");
    expect(refError(`{"a": "x\ty"}`, 'a')).toBe("invalid character '\\t' in string literal");
    expect(refError(`{"a": {1: 2}}`, 'a', 'JSONObject')).toBe(
      "invalid character '1' looking for beginning of object key string",
    );
  });

  it('reads nothing after the object, and takes a BOM-less leading whitespace', () => {
    expect(ref(` \n{"a": 7} trailing`, 'a', 'JSONUint64', 7n).pass).toBe(true);
  });

  it('JSONString replaces each invalid UTF-8 byte with U+FFFD (encoding/json unquote)', () => {
    const text = new Uint8Array([...Buffer.from('{"a": "x'), 0xe2, 0x82, ...Buffer.from('y"}')]);
    expect(ref(text, 'a', 'JSONString', 'x\uFFFD\uFFFDy').pass).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { asEncodedArg, editRefusalField } from './editRefusalField';

// The messages are the sandbox's own (packages/sandbox/src/control/stateEditRequests.ts,
// balanceEdit.ts, ledger/edit/applySandboxEdit.ts), which state go's rules in go's words:
// go: data/basics/teal.go StateDelta checks ("key too long", "value too long for key"),
// ledger/apply/application.go (schema counts), data/transactions/logic/box.go (box sizes).
describe('editRefusalField', () => {
  it('puts go’s key and value length rules at the key and the value', () => {
    expect(editRefusalField('the edit was refused: key too long: length was 65, maximum is 64')).toBe('key');
    expect(editRefusalField('the edit was refused: value too long for key 0x61: length was 129')).toBe(
      'value',
    );
    expect(editRefusalField('the edit was refused: key/value total too long for key 0x61: sum was 129')).toBe(
      'value',
    );
    expect(editRefusalField('the edit was refused: box size 40000 is over 32768')).toBe('value');
  });

  it('puts a schema overflow at the type (a new key of a kind the schema has no room for)', () => {
    expect(
      editRefusalField('the edit was refused: store integer count 2 exceeds schema integer count 1'),
    ).toBe('type');
    expect(editRefusalField('the edit was refused: store bytes count 3 exceeds schema bytes count 2')).toBe(
      'type',
    );
  });

  it('puts the request’s own checks at their field', () => {
    expect(editRefusalField('set[0].key: unknown encoding: hex')).toBe('key');
    expect(editRefusalField('delete[1]: could not decode base64 !!')).toBe('key');
    expect(editRefusalField('set[0].uint must be a whole number from 0 to 2^64-1')).toBe('value');
    expect(editRefusalField('set[0].bytes: could not decode address X')).toBe('value');
    expect(editRefusalField('amount must be a whole number of microAlgos, 0 or more')).toBe('amount');
    expect(editRefusalField('the balance cannot be set: not enough in the genesis account')).toBe('amount');
    expect(editRefusalField('frozen must be true or false')).toBe('frozen');
    expect(editRefusalField('name must be 1 to 64 bytes')).toBe('name');
    expect(editRefusalField('value must be at most 32768 bytes')).toBe('value');
  });

  it('leaves a refusal of the edit as a whole above the form', () => {
    expect(editRefusalField('the edit was refused: account X has not opted in to asset 5')).toBeUndefined();
    expect(editRefusalField('the edit was refused: application 9 does not exist')).toBeUndefined();
  });
});

describe('asEncodedArg', () => {
  it('keeps a named encoding and reads anything else as text', () => {
    expect(asEncodedArg('b64:AAE=')).toBe('b64:AAE=');
    expect(asEncodedArg('int:5')).toBe('int:5');
    expect(asEncodedArg('addr:AAAA')).toBe('addr:AAAA');
    expect(asEncodedArg('counter')).toBe('str:counter');
    expect(asEncodedArg('http://x')).toBe('str:http://x');
  });
});

import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../json/JsonValue';
import { txnFields } from './txnFields';

/** An application-transaction object as the indexer gives it, zero schemas included. */
function appl(fields: { [key: string]: JsonValue }): { [key: string]: JsonValue } {
  return {
    'application-id': 12,
    'on-completion': 'noop',
    'application-args': ['AQ=='],
    'global-state-schema': { 'num-uint': 0, 'num-byte-slice': 0 },
    'local-state-schema': { 'num-uint': 0, 'num-byte-slice': 0 },
    'extra-program-pages': 0,
    ...fields,
  };
}

const keys = (body: { [key: string]: JsonValue }) => txnFields('appl', body).map((f) => f.key);

// go: ledger/apply/application.go createApplication and updateApplication are the only readers of the
// schemas and extra pages; a call that does neither carries them for nothing.
describe('txnFields', () => {
  it('leaves out the zero schema rows of a plain NoOp call', () => {
    expect(keys(appl({}))).toEqual(['application-id', 'on-completion', 'application-args']);
  });

  it('keeps a non-zero schema number a call carries, and every schema row of a create or update', () => {
    expect(keys(appl({ 'global-state-schema': { 'num-uint': 1, 'num-byte-slice': 0 } }))).toContain(
      'global-state-schema.num-uint',
    );
    for (const body of [appl({ 'application-id': 0 }), appl({ 'on-completion': 'update' })])
      expect(keys(body)).toEqual(
        expect.arrayContaining([
          'global-state-schema.num-uint',
          'global-state-schema.num-byte-slice',
          'local-state-schema.num-uint',
          'local-state-schema.num-byte-slice',
          'extra-program-pages',
        ]),
      );
  });

  it('keeps zero numbers of other types', () => {
    expect(txnFields('pay', { amount: 0, receiver: 'R' }).map((f) => f.key)).toEqual(['amount', 'receiver']);
  });
});

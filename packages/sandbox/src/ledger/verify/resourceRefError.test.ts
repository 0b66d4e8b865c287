import { describe, expect, it } from 'vitest';
import type { RawResourceRef } from '../decode/decodedFields';
import { resourceRefError } from './resourceRefError';

const m = (o: Record<string, unknown>): RawResourceRef => new Map(Object.entries(o));
const addrAA = (() => {
  const a = new Uint8Array(32);
  a[0] = 0xaa;
  return a;
})();
const addr01 = (() => {
  const a = new Uint8Array(32);
  a[0] = 0x01;
  return a;
})();

/** The first entry's error, as go's loop over tx.Access returns it. */
function wellFormed(access: RawResourceRef[], inCreate = false): string | undefined {
  for (const rr of access) {
    const err = resourceRefError(rr, access, inCreate);
    if (err !== undefined) return err;
  }
  return undefined;
}

// go: data/transactions/application_test.go TestAppCallAccessWellFormed (consensus future = v42
// rules: AllowZeroLocalAppRef, EnableBoxRefNameError), the per-entry ResourceRef.wellFormed cases.
describe('ResourceRef.wellFormed (go-algorand v5.0.0 data/transactions/application.go)', () => {
  const cases: Array<[string | undefined, RawResourceRef[], boolean?]> = [
    [undefined, Array.from({ length: 16 }, () => m({}))],
    ['holding Asset reference 2 outside tx.Access', [m({ h: m({ s: 2n }) })]],
    ['holding Asset reference 1 is not an Asset', [m({ h: m({ s: 1n }) })]],
    ['holding Asset reference 0 outside tx.Access', [m({ d: addrAA }), m({ h: m({ d: 1n }) })]],
    [undefined, [m({ d: addrAA }), m({ s: 99n }), m({ h: m({ d: 1n, s: 2n }) })]],
    ['locals App reference 2 outside tx.Access', [m({ l: m({ p: 2n }) })]],
    ['locals App reference 1 is not an App', [m({ l: m({ p: 1n }) })]],
    [undefined, [m({ d: addrAA }), m({ l: m({ d: 1n }) })]],
    [
      '0 App in LocalsRef during app create is not allowed or necessary',
      [m({ d: addrAA }), m({ l: m({ d: 1n }) })],
      true,
    ],
    [undefined, [m({ d: addrAA }), m({ p: 99n }), m({ l: m({ d: 1n, p: 2n }) })]],
    ['box Index 2 outside tx.Access', [m({ b: m({ i: 2n }) })]],
    ['box Index reference 1 is not an App', [m({ b: m({ i: 1n }) })]],
    [undefined, [m({ p: 20n }), m({ b: m({ i: 1n }) })]],
    ['tx.Access box Name too long, max len 64 bytes', [m({ b: m({ n: new Uint8Array(65) }) })]],
    ['tx.Access element has fields from multiple types', [m({ d: addr01, b: m({ n: Uint8Array.of(97) }) })]],
    ['tx.Access element has fields from multiple types', [m({ p: 10n, l: m({ p: 1n }) })]],
    ['tx.Access element has fields from multiple types', [m({ s: 10n, h: m({ s: 1n }) })]],
  ];
  it.each(cases)('%s', (expected, access, inCreate) => {
    expect(wellFormed(access, inCreate ?? false)).toBe(expected);
  });

  it('a zero address is no address (Address.IsZero), and Holding/Locals address indexes must name one', () => {
    expect(wellFormed([m({ d: new Uint8Array(32) })])).toBeUndefined();
    expect(wellFormed([m({ s: 5n }), m({ h: m({ d: 1n, s: 1n }) })])).toBe(
      'holding Address reference 1 is not an Address',
    );
    expect(wellFormed([m({ p: 5n }), m({ l: m({ d: 3n, p: 1n }) })])).toBe(
      'locals Address reference 3 outside tx.Access',
    );
  });
});

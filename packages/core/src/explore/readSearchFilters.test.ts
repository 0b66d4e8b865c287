import { describe, expect, it } from 'vitest';
import { FILTER_MESSAGES, readSearchFilters, type FilterSpec } from './readSearchFilters';

const SPECS: FilterSpec[] = [
  { name: 'min-round', kind: 'uint' },
  { name: 'address', kind: 'address' },
  { name: 'after-time', kind: 'time' },
  { name: 'tx-type', kind: 'choice', choices: ['pay', 'axfer'] },
  { name: 'include-all', kind: 'flag' },
  { name: 'note-prefix', kind: 'note' },
  { name: 'name', kind: 'text' },
];

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return readSearchFilters(SPECS, (n) => params.get(n));
};

describe('readSearchFilters', () => {
  it('passes valid filters on exactly, numbers as decimal text', () => {
    const zero = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
    expect(
      read(
        `min-round=18446744073709551615&address=${zero}&after-time=2026-01-31&tx-type=pay&include-all=true&note-prefix=hi&name=%20Coin%20`,
      ),
    ).toEqual({
      params: {
        'min-round': '18446744073709551615',
        address: zero,
        'after-time': '2026-01-31T00:00:00.000Z',
        'tx-type': 'pay',
        'include-all': true,
        'note-prefix': 'aGk=',
        name: 'Coin',
      },
      errors: {},
    });
  });

  it('says which filter is wrong and why', () => {
    expect(
      read('min-round=18446744073709551616&address=ABC&after-time=yesterday&tx-type=nope').errors,
    ).toEqual({
      'min-round': FILTER_MESSAGES.uint,
      address: FILTER_MESSAGES.address,
      'after-time': FILTER_MESSAGES.time,
      'tx-type': FILTER_MESSAGES.choice,
    });
    expect(read(`note-prefix=${'x'.repeat(1025)}`).errors).toEqual({
      'note-prefix': FILTER_MESSAGES.noteTooLong,
    });
    expect(read('').params).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { activeFirst } from './activeFirst';

describe('activeFirst', () => {
  it('puts the active account first and keeps the others in the order the wallet gave', () => {
    expect(activeFirst('C', ['A', 'B', 'C', 'D'])).toEqual(['C', 'A', 'B', 'D']);
  });

  it('leaves a list already led by the active account as it is, and adds it when missing', () => {
    expect(activeFirst('A', ['A', 'B'])).toEqual(['A', 'B']);
    expect(activeFirst('Z', ['A'])).toEqual(['Z', 'A']);
  });
});

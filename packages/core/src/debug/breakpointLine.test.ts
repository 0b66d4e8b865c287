import { describe, expect, it } from 'vitest';
import { breakpointLine } from './breakpointLine';

describe('a breakpoint lands on a line that holds an instruction', () => {
  // A Puya TEAL tail: comments (lines 2, 3), a label (4), then instructions on 5 and 6.
  const listing = {
    lineOfPc: new Map([
      [0, 0],
      [1, 1],
      [4, 5],
      [5, 6],
    ]),
  };

  it('keeps an instruction’s own line', () => {
    expect(breakpointLine(listing, 1)).toBe(1);
    expect(breakpointLine(listing, 6)).toBe(6);
  });

  it('moves a comment or label line to the next instruction', () => {
    expect([2, 3, 4].map((l) => breakpointLine(listing, l))).toEqual([5, 5, 5]);
  });

  it('leaves a line after the last instruction where it is', () => {
    expect(breakpointLine(listing, 9)).toBe(9);
  });
});

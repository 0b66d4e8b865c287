import { describe, expect, it } from 'vitest';
import { parseDuration, parseRoundCount } from './parseDuration';

describe('parseDuration', () => {
  it('reads seconds with an optional unit', () => {
    expect(parseDuration('90')).toEqual({ seconds: 90 });
    expect(parseDuration(' 15m ')).toEqual({ seconds: 900 });
    expect(parseDuration('2H')).toEqual({ seconds: 7200 });
    expect(parseDuration('7d')).toEqual({ seconds: 604_800 });
    expect(parseDuration('1w')).toEqual({ seconds: 604_800 });
    expect(parseDuration('0')).toEqual({ seconds: 0 });
  });
  it('refuses anything else with a sentence', () => {
    for (const bad of ['', '-5', '1.5h', '3y', 'h', '1 2'])
      expect(parseDuration(bad)).toHaveProperty('error');
  });
});

describe('parseRoundCount', () => {
  it('takes 1 to 10000', () => {
    expect(parseRoundCount('1')).toEqual({ count: 1 });
    expect(parseRoundCount(' 10000 ')).toEqual({ count: 10_000 });
    for (const bad of ['0', '10001', '-1', '2.5', 'x', ''])
      expect(parseRoundCount(bad)).toHaveProperty('error');
  });
});

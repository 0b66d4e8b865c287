import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, useSettledValue } from './useSettledValue';

describe('useSettledValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the first value at once, then only the value typing paused on (1011, never 1, 10 or 101)', () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ v }) => {
        const settled = useSettledValue(v);
        seen.push(settled);
        return settled;
      },
      { initialProps: { v: '' } },
    );
    expect(result.current).toBe('');
    for (const typed of ['1', '10', '101', '1011']) {
      rerender({ v: typed });
      act(() => void vi.advanceTimersByTime(SETTLE_MS / 4));
    }
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(SETTLE_MS));
    expect(result.current).toBe('1011');
    expect(new Set(seen)).toEqual(new Set(['', '1011']));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HEADER_HOLD_MAX_MS,
  headerReleased,
  holdHeaderHydration,
  isHeaderReleased,
  isHeaderCommitted,
  markHeaderCommitted,
  headerCommitted,
} from './headerModule';

afterEach(() => {
  vi.useRealTimers();
});

describe('the header’s hold over the server’s drawing', () => {
  it('is released when the page under it has committed, not before', async () => {
    expect(isHeaderReleased(), 'nothing held before main.tsx holds').toBe(true);
    let pageCommitted: () => void = () => undefined;
    holdHeaderHydration(new Promise((resolve) => (pageCommitted = resolve)));
    expect(isHeaderReleased()).toBe(false);
    await Promise.resolve();
    expect(isHeaderReleased()).toBe(false);
    pageCommitted();
    await headerReleased();
    expect(isHeaderReleased()).toBe(true);
  });

  it('is released after HEADER_HOLD_MAX_MS when the page never commits (a page that failed)', async () => {
    vi.useFakeTimers();
    holdHeaderHydration(new Promise<void>(() => undefined));
    await vi.advanceTimersByTimeAsync(HEADER_HOLD_MAX_MS - 1);
    expect(isHeaderReleased()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isHeaderReleased()).toBe(true);
  });

  it('says it has committed at once, and settles `headerCommitted`', async () => {
    expect(isHeaderCommitted()).toBe(false);
    markHeaderCommitted();
    expect(isHeaderCommitted()).toBe(true);
    await expect(headerCommitted).resolves.toBeUndefined();
  });
});

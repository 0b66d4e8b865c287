import { describe, expect, it } from 'vitest';
import { hasPageModule } from './lazyPages';
import { FIRST_ROUTE, ROUTE_TABLE, routePattern } from './routeTable';

describe('ROUTE_TABLE', () => {
  it('points every route at an existing page module', () => {
    const missing = ROUTE_TABLE.filter((e) => !hasPageModule(e.module)).map((e) => e.module);
    expect(missing).toEqual([]);
  });

  it('has one route per pattern and the network home first', () => {
    const patterns = ROUTE_TABLE.map(routePattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(routePattern(FIRST_ROUTE)).toBe('/:net');
  });
});

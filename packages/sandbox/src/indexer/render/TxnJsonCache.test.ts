import { describe, expect, it } from 'vitest';
import { IndexStore } from '../store/IndexStore';
import type { TxnRow } from '../store/TxnRow';
import { buildScenario } from '../testing/scenario';
import { stringifyJson } from './Json';
import { renderRootRow } from './renderRow';
import { TxnJsonCache } from './TxnJsonCache';

describe('TxnJsonCache', () => {
  const s = buildScenario();
  const store = new IndexStore(s.chain.genesis);
  for (const b of s.chain.ledger.blocks) store.addBlock(b);
  const roots = store.rows.filter((r) => r.txid !== undefined);

  it('prints what the renderer prints, and lists after the head fields', () => {
    const cache = new TxnJsonCache(store);
    const row = roots[3] as TxnRow;
    expect(cache.json(row)).toBe(stringifyJson(renderRootRow(store, row)));
    const body = JSON.parse(
      cache.withList({ 'current-round': 11, 'next-token': undefined }, 'transactions', roots),
    );
    expect(Object.keys(body)).toEqual(['current-round', 'transactions']);
    expect(body.transactions).toHaveLength(roots.length);
    expect(JSON.parse(cache.withList({}, 'transactions', []))).toEqual({ transactions: [] });
  });

  it('stays within its bound, dropping the oldest first, and still answers', () => {
    const cache = new TxnJsonCache(store, 4);
    for (const r of roots) cache.json(r);
    const internal = (cache as unknown as { texts: Map<number, string> }).texts;
    expect(internal.size).toBe(4);
    expect([...internal.keys()]).toEqual(roots.slice(-4).map((r) => r.pos));
    expect(cache.json(roots[0] as TxnRow)).toBe(stringifyJson(renderRootRow(store, roots[0] as TxnRow)));
  });
});

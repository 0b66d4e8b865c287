import type { IndexStore } from '../store/IndexStore';
import type { TxnRow } from '../store/TxnRow';
import { type JsonObject, stringifyJson } from './Json';
import { renderRootRow } from './renderRow';

/**
 * Confirmed transactions never change, so their JSON text is kept once printed: explorers page
 * through the same recent transactions again and again, and printing is most of a list's cost.
 * Bounded: the oldest entries go first.
 */
export class TxnJsonCache {
  private readonly texts = new Map<number, string>();
  /** The store's rewinds when `texts` was begun: after a revert, positions name other rows. */
  private rewinds = 0;

  constructor(
    private readonly store: IndexStore,
    private readonly max = 20_000,
  ) {}

  json(row: TxnRow): string {
    if (this.rewinds !== this.store.rewinds) {
      this.texts.clear();
      this.rewinds = this.store.rewinds;
    }
    let text = this.texts.get(row.pos);
    if (text === undefined) {
      text = stringifyJson(renderRootRow(this.store, row));
      if (this.texts.size >= this.max) {
        const oldest = this.texts.keys().next();
        if (!oldest.done) this.texts.delete(oldest.value);
      }
      this.texts.set(row.pos, text);
    }
    return text;
  }

  /** `head` printed with one more field holding these transactions (the list stays last). */
  withList(head: JsonObject, key: string, rows: readonly TxnRow[]): string {
    const text = stringifyJson(head);
    const list = `${JSON.stringify(key)}:[${rows.map((r) => this.json(r)).join(',')}]`;
    return text === '{}' ? `{${list}}` : `${text.slice(0, -1)},${list}}`;
  }
}

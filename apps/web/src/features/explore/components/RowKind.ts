import type { ReactNode } from 'react';

/** How a list keys and draws its rows: one value per kind of row, shared by every list showing it. */
export interface RowKind<V> {
  key: (item: V, index: number) => string;
  render: (item: V, index: number) => ReactNode;
  /** Column names drawn above the rows (the list is then an `@container` its rows size against). */
  header?: ReactNode;
}

import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { END_REACHED_WITHIN, VIRTUALIZE_FROM } from './virtualListSizes';

/**
 * A list of rows that stays fast however many pages were loaded: beyond VIRTUALIZE_FROM rows it
 * scrolls inside a fixed-height box and renders only what is visible (TanStack Virtual). When a
 * person scrolls that box to within END_REACHED_WITHIN rows of the end, `onEndReached` runs (the
 * paged lists load their next page there). Rendered rows carry aria-posinset/aria-setsize, so a
 * screen reader (and a test) knows where in the whole list a row sits.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  if (props.items.length > VIRTUALIZE_FROM) return <VirtualRows {...props} />;
  // A short list is plain rows: no virtualizer to set up (it measured nothing, but cost its setup).
  const { items, rowKey, renderRow, label } = props;
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {items.map((item, index) => (
        <li key={rowKey(item, index)}>{renderRow(item, index)}</li>
      ))}
    </ul>
  );
}

interface VirtualListProps<T> {
  items: readonly T[];
  rowKey: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  estimateSize?: number;
  label: string;
  onEndReached?: () => void;
}

/** The rows in view of a long list, in a box of its own that scrolls. */
function VirtualRows<T>({
  items,
  rowKey,
  renderRow,
  estimateSize = 56,
  label,
  onEndReached,
}: VirtualListProps<T>) {
  const parentRef = useRef<HTMLDivElement>(null);
  // TanStack Virtual is built for re-rendering on scroll; this component is not memoised on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => parentRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  // Only a scrolled box asks: at scrollTop 0 (just switched to virtual) nothing is fetched unasked.
  const nearEnd = lastShown >= items.length - END_REACHED_WITHIN && (virtualizer.scrollOffset ?? 0) > 0;
  const endRef = useRef(onEndReached);
  useEffect(() => {
    endRef.current = onEndReached;
  });
  useEffect(() => {
    if (nearEnd) endRef.current?.();
  }, [nearEnd, items.length]);

  return (
    <div ref={parentRef} className="max-h-[70vh] overflow-auto" data-testid="virtual-scroll">
      <ul
        aria-label={label}
        className="relative"
        data-loaded={items.length}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const item = items[row.index]!;
          return (
            <li
              key={rowKey(item, row.index)}
              data-index={row.index}
              aria-posinset={row.index + 1}
              aria-setsize={items.length}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 border-b border-line"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {renderRow(item, row.index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

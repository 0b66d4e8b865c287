import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

/** Lists up to this long render plainly; longer ones render only the rows in view. */
export const VIRTUALIZE_FROM = 100;

/**
 * A list of rows that stays fast however many pages were loaded: beyond VIRTUALIZE_FROM rows it
 * scrolls inside a fixed-height box and renders only what is visible (TanStack Virtual).
 */
export function VirtualList<T>({
  items,
  rowKey,
  renderRow,
  estimateSize = 56,
  label,
}: {
  items: readonly T[];
  rowKey: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  estimateSize?: number;
  label: string;
}) {
  const parentRef = useRef<HTMLDivElement>(null);
  const virtual = items.length > VIRTUALIZE_FROM;
  // TanStack Virtual is built for re-rendering on scroll; this component is not memoised on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? items.length : 0,
    getScrollElement: () => parentRef.current,
    estimateSize: () => estimateSize,
    overscan: 8,
  });

  if (!virtual) {
    return (
      <ul aria-label={label} className="divide-y divide-line">
        {items.map((item, index) => (
          <li key={rowKey(item, index)}>{renderRow(item, index)}</li>
        ))}
      </ul>
    );
  }
  return (
    <div ref={parentRef} className="max-h-[70vh] overflow-auto">
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]!;
          return (
            <li
              key={rowKey(item, row.index)}
              data-index={row.index}
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

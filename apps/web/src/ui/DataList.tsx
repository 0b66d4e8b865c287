import type { ReactNode } from 'react';

export interface DataRow {
  label: string;
  value: ReactNode;
  /** data-testid for the value, when a test reads it. */
  testId?: string;
}

/** Label / value pairs: stacked on a phone, two columns from `sm` up. */
export function DataList({ rows }: { rows: readonly (DataRow | false | undefined)[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(
        (row) =>
          row && (
            <div key={row.label} className="contents">
              <dt className="text-xs font-medium text-muted sm:pt-0.5">{row.label}</dt>
              <dd className="min-w-0 font-mono text-[13px] break-all" data-testid={row.testId}>
                {row.value}
              </dd>
            </div>
          ),
      )}
    </dl>
  );
}

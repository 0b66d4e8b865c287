import { Construction } from 'lucide-react';
import { Panel } from './Panel';
import { PLACEHOLDER_LABELS } from './placeholderLabels';

export interface PlaceholderPageProps {
  title: string;
  /** What the finished screen will show, in one or two sentences. */
  shows: string;
  /** The route parameters this screen was opened with, shown so a link can be checked. */
  params?: { label: string; value: string }[];
}

/** Stands in for a screen that a later change builds; says so plainly and never invents data. */
export function PlaceholderPage({ title, shows, params = [] }: PlaceholderPageProps) {
  return (
    <div className="flex flex-col gap-4">
      <title>{`${title} · Sextant`}</title>
      <h1 className="text-lg font-semibold">{title}</h1>
      {params.length > 0 && (
        <Panel>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
            {params.map((p) => (
              <div key={p.label} className="contents">
                <dt className="text-xs font-medium text-muted sm:pt-0.5">{p.label}</dt>
                <dd
                  className="font-mono text-[13px] break-all"
                  data-testid={`param-${p.label.toLowerCase().replace(/\s+/g, '-')}`}
                >
                  {p.value}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>
      )}
      <div className="flex items-start gap-3 rounded-lg border border-dashed border-line-strong p-4 text-muted">
        <Construction className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <span className="font-medium text-fg">{PLACEHOLDER_LABELS.notBuilt}</span>{' '}
          {PLACEHOLDER_LABELS.willShow}: {shows}
        </p>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { DEBUG_LABELS as L } from '../debugLabels';

/** The empty screen's guide: every screen that hands a group over, linked, and what can be pasted. */
export function GroupSources({ networkId }: { networkId: string }) {
  return (
    <section
      aria-labelledby="debug-sources-title"
      className="mb-3 rounded-md border border-line bg-sunken/40 px-3 py-2 text-[13px]"
      data-testid="debug-sources"
    >
      <h3 id="debug-sources-title" className="text-xs font-semibold tracking-wide text-muted uppercase">
        {L.sourcesTitle}
      </h3>
      <ul className="mt-1 flex flex-col gap-1">
        {L.sources.map(([path, name, how]) => (
          <li key={path}>
            <Link
              to={`/${networkId}/${path}`}
              className="font-medium text-accent hover:underline"
              data-testid={`debug-source-${path}`}
            >
              {name}
            </Link>
            <span className="text-muted">: {how}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-muted">{L.sourcesPaste}</p>
    </section>
  );
}

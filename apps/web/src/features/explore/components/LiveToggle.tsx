import clsx from 'clsx';
import { EXPLORER_LABELS as L } from '../explorerLabels';

/** A switch that pauses and resumes the latest lists' refreshing; its state is read out as on/off. */
export function LiveToggle({ live, onChange }: { live: boolean; onChange: (live: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={live}
      onClick={() => onChange(!live)}
      className="inline-flex items-center gap-2 rounded-md px-1.5 py-1 text-xs text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
      data-testid="live-toggle"
    >
      <span
        aria-hidden
        className={clsx(
          'relative inline-flex h-4 w-7 shrink-0 items-center rounded-full border border-line transition-colors',
          live ? 'bg-accent' : 'bg-sunken',
        )}
      >
        <span
          className={clsx(
            'absolute size-3 rounded-full bg-surface shadow transition-transform',
            live ? 'translate-x-3.5' : 'translate-x-0.5',
          )}
        />
      </span>
      {L.liveUpdates}
    </button>
  );
}

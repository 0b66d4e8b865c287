import { SHELL_LABELS } from './shellLabels';

export const MAIN_ID = 'main';

/**
 * The first stop of the Tab key: hidden until focused, it moves focus past the header and the
 * navigation to the screen itself. It focuses the target by script, not by `#main` in the URL,
 * because some screens (the debugger) keep their state in the fragment.
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(target)?.focus();
      }}
      className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-[13px] font-medium text-accent shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {SHELL_LABELS.skipToContent}
    </a>
  );
}

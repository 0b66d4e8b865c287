import { TriangleAlert, X } from 'lucide-react';
import { useHydrating } from '../../ui/hydration/useHydrating';
import { SHELL_LABELS } from './shellLabels';

/**
 * Says what saved or configured values were reset at start, so nothing is lost silently. Not drawn
 * by the server (saved values are the browser's to read): shown once the page has hydrated.
 */
export function ProblemsBanner({
  problems,
  onDismiss,
}: {
  problems: readonly string[];
  onDismiss: () => void;
}) {
  const hydrating = useHydrating();
  if (problems.length === 0 || hydrating) return null;
  return (
    <div role="alert" className="border-b border-warn/40 bg-warn-soft">
      <div className="mx-auto flex max-w-screen-2xl items-start gap-3 px-3 py-2 sm:px-4">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warn" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-medium">{SHELL_LABELS.problemsTitle}</p>
          <ul className="mt-0.5 list-disc pl-4 text-[13px]">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={SHELL_LABELS.dismiss}
          className="rounded p-1 text-muted hover:bg-surface hover:text-fg"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}

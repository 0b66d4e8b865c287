import { SHELL_LABELS } from './layout/shellLabels';

export function PageLoading() {
  return (
    <p role="status" className="animate-pulse text-muted">
      {SHELL_LABELS.loading}
    </p>
  );
}

export const PAGE_LOADING_LABEL = 'Loading…';

export function PageLoading() {
  return (
    <p role="status" className="animate-pulse text-muted">
      {PAGE_LOADING_LABEL}
    </p>
  );
}

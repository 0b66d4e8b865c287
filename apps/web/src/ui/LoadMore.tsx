import { useEffect, useRef } from 'react';
import { Button } from './Button';
import { UI_LABELS } from './uiLabels';

/**
 * The foot of a paged list: "Load more" while the indexer has a next page, then "End of list".
 * With `auto`, the foot also loads the next page when it scrolls into view (infinite scroll); the
 * button stays for keyboards. Each load pushes the foot down, so this never runs away: it stops
 * once the list is taller than the screen.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  auto = false,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  auto?: boolean;
}) {
  const footRef = useRef<HTMLDivElement>(null);
  const loadRef = useRef(onLoad);
  useEffect(() => {
    loadRef.current = onLoad;
  });
  const watching = auto && hasMore && !loading;
  useEffect(() => {
    const foot = footRef.current;
    // jsdom (unit tests) has no IntersectionObserver; the button still works there.
    if (!watching || foot === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadRef.current();
    });
    observer.observe(foot);
    return () => observer.disconnect();
  }, [watching]);

  return (
    <div ref={footRef} className="flex justify-center pt-3" data-testid="list-foot">
      {hasMore ? (
        <Button size="sm" disabled={loading} onClick={onLoad}>
          {loading ? UI_LABELS.loadingMore : UI_LABELS.loadMore}
        </Button>
      ) : (
        <span className="text-xs text-muted">{UI_LABELS.endOfList}</span>
      )}
    </div>
  );
}

import { Button } from './Button';
import { UI_LABELS } from './uiLabels';

/** The foot of a paged list: "Load more" while the indexer has a next page, then "End of list". */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  return (
    <div className="flex justify-center pt-3">
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

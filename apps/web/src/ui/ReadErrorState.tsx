import { isReadError } from '@sextant/core/explore/ReadError';
import { Button } from './Button';
import { READ_ERROR_LABELS as L } from './readErrorLabels';
import { StateMessage } from './StateMessage';
import { UI_LABELS } from './uiLabels';

/**
 * A failed read as a state: not found (with the screen's own sentence), needs an indexer, or an
 * error in plain words with the service's own text one line below and a retry.
 */
export function ReadErrorState({
  error,
  notFound,
  onRetry,
}: {
  error: unknown;
  notFound?: string | undefined;
  onRetry?: (() => void) | undefined;
}) {
  if (isReadError(error, 'READ_NOT_FOUND') && notFound !== undefined)
    return <StateMessage kind="notFound">{notFound}</StateMessage>;
  if (isReadError(error, 'READ_NO_INDEXER'))
    return <StateMessage kind="empty">{L.needsIndexer}</StateMessage>;
  const label = isReadError(error) ? L.byCode[error.code] : L.unexpected;
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <StateMessage
      kind="error"
      action={
        onRetry && (
          <Button size="sm" className="self-start" onClick={onRetry}>
            {UI_LABELS.retry}
          </Button>
        )
      }
    >
      <p className="font-medium">{label}</p>
      <p className="text-[13px] text-muted">{detail}</p>
    </StateMessage>
  );
}

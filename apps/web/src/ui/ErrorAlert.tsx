import { NodeRejectionError } from '@sextant/core/catalogue/NodeRejectionError';
import { ERROR_ALERT_LABELS as L } from './errorAlertLabels';
import { StateMessage } from './StateMessage';

/** An error in the catalogue's words; a node rejection keeps algod's own text one click away. */
export function ErrorAlert({ error, testId }: { error: unknown; testId?: string }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div data-testid={testId}>
      <StateMessage kind="error">
        <p>{message}</p>
        {error instanceof NodeRejectionError && error.nodeMessage !== message && (
          <details className="mt-1 text-xs text-muted">
            <summary className="cursor-pointer">{L.nodeText}</summary>
            <p className="mt-1 font-mono break-all">{error.nodeMessage}</p>
          </details>
        )}
      </StateMessage>
    </div>
  );
}

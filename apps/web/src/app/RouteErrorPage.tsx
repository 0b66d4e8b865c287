import { SextantError } from '@sextant/core/errors/SextantError';
import { Link } from 'react-router';
import { Button } from '../ui/Button';
import { ROUTE_ERROR_LABELS } from './routeErrorLabels';

/**
 * Replaces a screen that threw while rendering or whose code failed to load (`RouteErrorBoundary`):
 * says what happened, never a blank page.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const message =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
      ? ROUTE_ERROR_LABELS.chunk
      : error instanceof SextantError
        ? `${error.message} (${error.code})`
        : error instanceof Error
          ? error.message
          : String(error);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col gap-3 py-10">
      <h1 className="text-lg font-semibold">{ROUTE_ERROR_LABELS.title}</h1>
      <p className="text-muted">{message}</p>
      <div className="flex gap-2">
        <Button variant="primary" onClick={() => window.location.reload()}>
          {ROUTE_ERROR_LABELS.reload}
        </Button>
        <Link to="/" className="inline-flex h-8 items-center rounded-md px-3 text-accent hover:underline">
          {ROUTE_ERROR_LABELS.home}
        </Link>
      </div>
    </div>
  );
}

import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';

/**
 * Renders one explorer screen at `path` (matched by `pattern`, e.g. `/:net/account/:address`) with
 * a fresh query cache or the one given (returned as `client`) and the given network active, as NetworkScope would
 * provide it.
 */
export function renderExplorer(
  profile: NetworkProfile,
  pattern: string,
  path: string,
  element: ReactElement,
  /** A cache already holding (or fetching) some queries, e.g. a route's prefetch. */
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const router = createMemoryRouter(
    [{ path: pattern, element: <ActiveNetworkContext value={profile}>{element}</ActiveNetworkContext> }],
    { initialEntries: [path] },
  );
  return {
    router,
    client,
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

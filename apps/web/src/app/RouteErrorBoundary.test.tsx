import { SextantError } from '@sextant/core/errors/SextantError';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ROUTE_ERROR_LABELS } from './routeErrorLabels';

class TestError extends SextantError<'TEST_BROKEN'> {}

let thrown: unknown;

function Broken(): never {
  throw thrown;
}

/** A layout like RootLayout's: a header that stays, the screens inside the boundary. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <header>Header</header>
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          </>
        ),
        children: [
          { path: 'broken', element: <Broken /> },
          { path: 'fine', element: <p>Fine screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

// React reports an error a boundary caught on the console.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('replaces a screen that threw with what happened, and keeps the layout', () => {
    thrown = new Error('the rows could not be drawn');
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent(ROUTE_ERROR_LABELS.title);
    expect(screen.getByRole('alert')).toHaveTextContent('the rows could not be drawn');
    expect(screen.getByRole('button', { name: ROUTE_ERROR_LABELS.reload })).toBeVisible();
    expect(screen.getByRole('link', { name: ROUTE_ERROR_LABELS.home })).toHaveAttribute('href', '/');
    expect(screen.getByText('Header')).toBeVisible();
  });

  it("names a Sextant error's code", () => {
    thrown = new TestError('TEST_BROKEN', 'no spec');
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent('no spec (TEST_BROKEN)');
  });

  it("says the app may have been updated when a screen's code did not load", () => {
    thrown = new TypeError('Failed to fetch dynamically imported module: /assets/AccountPage-x.js');
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent(ROUTE_ERROR_LABELS.chunk);
  });

  it('shows a thrown value that is not an Error', () => {
    thrown = undefined;
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent('undefined');
  });

  it('keeps the error page on the same path and draws the screens again on another', async () => {
    thrown = new Error('broken screen');
    const router = renderAt('/broken');
    await act(() => router.navigate('/broken#tab'));
    expect(screen.getByRole('alert')).toHaveTextContent('broken screen');
    await act(() => router.navigate('/fine'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Fine screen')).toBeVisible();
  });
});

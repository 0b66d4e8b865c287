import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainNav } from './MainNav';

// No kmd: the Fund check never runs, so only the nav's own reveal reads the layout.
const lab: NetworkProfile = {
  id: 'lab',
  name: 'Lab',
  builtIn: false,
  algod: { url: 'http://127.0.0.1', port: 1, pathPrefix: '', token: '', tokenHeader: 'X-Algo-API-Token' },
};

/** Counts reads of `offsetLeft`, the layout read `revealInStrip` starts with. */
function countLayoutReads() {
  const reads = { n: 0 };
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')!;
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    reads.n += 1;
    return own.get!.call(this) as number;
  });
  return reads;
}

function renderNavAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <MainNav network={lab} /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('MainNav reveals the open screen', () => {
  it('brings the open screen into view on every navigation', async () => {
    const reads = countLayoutReads();
    const router = renderNavAt('/lab');
    await act(() => router.navigate('/lab/blocks'));
    const before = reads.n;
    expect(before).toBeGreaterThan(0);
    await act(() => router.navigate('/lab'));
    expect(reads.n).toBeGreaterThan(before);
  });

  it('mounting on another item brings it into view', () => {
    const reads = countLayoutReads();
    renderNavAt('/lab/debug');
    expect(reads.n).toBeGreaterThan(0);
  });

  it('marks the open screen (a path under an item opens it; Overview only itself) and follows clicks in the app', async () => {
    const router = renderNavAt('/lab/accounts/ABC');
    const current = () =>
      screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current().map((a) => a.textContent)).toEqual(['Accounts']);
    const blocks = screen.getByRole('link', { name: 'Blocks' });
    expect(blocks.getAttribute('href')).toBe('/lab/blocks');
    // A click with a modifier (a new tab) is the browser's: the app stays where it is.
    fireEvent.click(blocks, { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/lab/accounts/ABC');
    await act(async () => void fireEvent.click(blocks));
    expect(router.state.location.pathname).toBe('/lab/blocks');
    expect(current().map((a) => a.textContent)).toEqual(['Blocks']);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Mnemonic' })));
    expect(router.state.location.pathname).toBe('/tools/mnemonic');
    expect(current().map((a) => a.textContent)).toEqual(['Mnemonic']);
  });
});

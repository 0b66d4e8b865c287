import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_LABELS } from '../features/errors/notFoundLabels';
import { NOT_FOUND_MODULE } from './routeTable';

// Each test starts with no page loaded (the module keeps which pages' code has run).
beforeEach(() => vi.resetModules());

const NO_NETWORKS = {
  networks: [],
  customNetworks: [],
  find: () => undefined,
  saveNetwork: () => undefined,
  removeNetwork: () => undefined,
  lastNetworkId: 'sandbox',
  rememberNetwork: () => undefined,
};

/** The page in a Suspense boundary whose fallback counts how often it was shown. */
async function renderLazy(preload: boolean) {
  const { lazyPage, preloadPage } = await import('./lazyPages');
  // Imported after the reset, as the page's own code imports it.
  const { NetworksContext } = await import('./networks/NetworksContext');
  if (preload) await preloadPage(NOT_FOUND_MODULE);
  const Page = lazyPage(NOT_FOUND_MODULE);
  const fallbacks = { shown: 0 };
  function Fallback() {
    fallbacks.shown += 1;
    return <p>loading the page</p>;
  }
  render(
    <MemoryRouter initialEntries={['/nowhere']}>
      <NetworksContext value={NO_NETWORKS}>
        <Suspense fallback={<Fallback />}>
          <Page />
        </Suspense>
      </NetworksContext>
    </MemoryRouter>,
  );
  return { fallbacks, preloadPage };
}

describe('lazyPage', () => {
  it('renders a page whose code has run at once, with no fallback first', async () => {
    const { fallbacks } = await renderLazy(true);
    // In the same act as the render: nothing suspended, so nothing waits for a retry.
    expect(screen.getByText(NOT_FOUND_LABELS.title)).toBeInTheDocument();
    expect(fallbacks.shown).toBe(0);
  });

  it('shows the loading fallback while the page code is on its way, then the page', async () => {
    const { fallbacks, preloadPage } = await renderLazy(false);
    expect(screen.getByText('loading the page')).toBeInTheDocument();
    expect(fallbacks.shown).toBeGreaterThan(0);
    await act(() => preloadPage(NOT_FOUND_MODULE));
    expect(await screen.findByText(NOT_FOUND_LABELS.title)).toBeInTheDocument();
  });

  it('says which module is missing', async () => {
    const { lazyPage } = await import('./lazyPages');
    expect(() => lazyPage('src/features/nowhere/pages/NowherePage.tsx')).toThrow(
      'No page module src/features/nowhere/pages/NowherePage.tsx',
    );
  });
});

import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { InAppNavigateContext } from '../../../app/navigation/InAppNavigateContext';
import { useStableNavigate } from '../../../app/navigation/useStableNavigate';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { EntityLink } from './EntityLink';

const lab: NetworkProfile = {
  id: 'lab',
  name: 'Lab',
  builtIn: false,
  algod: { url: 'http://127.0.0.1', port: 1, pathPrefix: '', token: '', tokenHeader: 'X-Algo-API-Token' },
};

/** A layout that gives its screens the app's navigation, as RootLayout does. */
function Layout() {
  return (
    <InAppNavigateContext value={useStableNavigate()}>
      <Outlet />
    </InAppNavigateContext>
  );
}

function renderLinkAt(path: string, withLayout: boolean) {
  const link = (
    <ActiveNetworkContext value={lab}>
      <EntityLink kind="block" value={7n} />
    </ActiveNetworkContext>
  );
  const router = createMemoryRouter(
    withLayout
      ? [{ element: <Layout />, children: [{ path: '*', element: link }] }]
      : [{ path: '*', element: link }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('EntityLink', () => {
  it("follows a plain click in the app with the layout's navigation", async () => {
    const router = renderLinkAt('/lab', true);
    const link = screen.getByRole('link', { name: '7' });
    expect(link).toHaveAttribute('href', '/lab/block/7');
    await act(async () => void fireEvent.click(link));
    expect(router.state.location.pathname).toBe('/lab/block/7');
  });

  it('leaves a click with a modifier (a new tab) to the browser', () => {
    renderLinkAt('/lab', true);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: '7' }).dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
  });

  it('is a plain link where no layout gives the navigation', () => {
    const router = renderLinkAt('/lab', false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link', { name: '7' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/lab');
  });
});

describe('useStableNavigate', () => {
  it("is one function across navigations, and navigates with the router's latest", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/a']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ stable: useStableNavigate(), raw: useNavigate() }), { wrapper });
    const first = result.current.stable;
    const firstRaw = result.current.raw;
    await act(async () => void result.current.stable('/b', { replace: false }));
    expect(result.current.stable).toBe(first);
    // React Router's own changes with the path (declarative mode): the reason for this hook.
    expect(result.current.raw).not.toBe(firstRaw);
  });
});

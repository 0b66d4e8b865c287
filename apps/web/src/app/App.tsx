import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { appRoutes } from './appRoutes';
import type { AppBoot } from './boot/AppBoot';
import { listenBrowserNetReplaced } from './browserNet/listenBrowserNetReplaced';
import { WalletConfigContext } from '../features/wallet/WalletConfigContext';
import { NetworksProvider } from './networks/NetworksProvider';
import { ProblemsContext, type ProblemsValue } from './ProblemsContext';
import { routesFor } from './routesFor';
import { createQueryClient } from './queries/createQueryClient';
import { ThemeProvider } from './theme/ThemeProvider';

export interface AppProps {
  boot: AppBoot;
  /** Tests render at a path without a browser history. */
  initialPath?: string;
  /** The cache main.tsx already started the first URL's queries in; a fresh one when absent. */
  queryClient?: QueryClient;
}

/** The screen the URL names, in the layout (`appRoutes`): the router is given only what can match (`routesFor`). */
function Screens({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return useRoutes(useMemo(() => routesFor(routes, pathname), [routes, pathname]));
}

/** Providers (query cache, networks, theme, start-up problems) around the router. */
export function App({ boot, initialPath, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [routes] = useState(appRoutes);
  const [problems, setProblems] = useState(boot.problems);
  const problemsValue = useMemo<ProblemsValue>(
    () => ({ problems, dismiss: () => setProblems([]) }),
    [problems],
  );
  // Whichever network is shown, another tab's reset of the Browser network drops this tab's copy.
  useEffect(() => listenBrowserNetReplaced(queryClient), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider initial={boot.theme} storage={boot.storage}>
        <NetworksProvider
          builtIns={boot.builtIns}
          initialCustom={boot.customNetworks}
          initialLastNetworkId={boot.lastNetworkId}
          storage={boot.storage}
        >
          <ProblemsContext value={problemsValue}>
            <WalletConfigContext value={boot.wallets}>
              {initialPath === undefined ? (
                <BrowserRouter>
                  <Screens routes={routes} />
                </BrowserRouter>
              ) : (
                <MemoryRouter initialEntries={[initialPath]}>
                  <Screens routes={routes} />
                </MemoryRouter>
              )}
            </WalletConfigContext>
          </ProblemsContext>
        </NetworksProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

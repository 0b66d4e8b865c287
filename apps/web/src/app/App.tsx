import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from './appRoutes';
import type { AppBoot } from './boot/AppBoot';
import { WalletConfigContext } from '../features/wallet/WalletConfigContext';
import { NetworksProvider } from './networks/NetworksProvider';
import { ProblemsContext, type ProblemsValue } from './ProblemsContext';
import { ThemeProvider } from './theme/ThemeProvider';

export interface AppProps {
  boot: AppBoot;
  /** Tests render at a path without a browser history. */
  initialPath?: string;
}

/** Providers (query cache, networks, theme, start-up problems) around the router. */
export function App({ boot, initialPath }: AppProps) {
  // A reply this fresh is reused when another component mounts on the same key (a page's prefetch
  // and its tab's own query), instead of being asked for again.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { refetchOnWindowFocus: true, retry: 1, staleTime: 2_000 } },
      }),
  );
  const [router] = useState(() =>
    initialPath === undefined
      ? createBrowserRouter(appRoutes())
      : createMemoryRouter(appRoutes(), { initialEntries: [initialPath] }),
  );
  const [problems, setProblems] = useState(boot.problems);
  const problemsValue = useMemo<ProblemsValue>(
    () => ({ problems, dismiss: () => setProblems([]) }),
    [problems],
  );

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
              <RouterProvider router={router} />
            </WalletConfigContext>
          </ProblemsContext>
        </NetworksProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

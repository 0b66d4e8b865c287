import { Suspense, useContext } from 'react';
import { Outlet } from 'react-router';
import { WalletHost } from '../features/wallet/WalletHost';
import { Header } from './layout/Header';
import { ProblemsBanner } from './layout/ProblemsBanner';
import { PageLoading } from './PageLoading';
import { ProblemsContext } from './ProblemsContext';
import { useRoutePrefetch } from './routeData/useRoutePrefetch';

/**
 * Header and banner around every screen; a screen's code loads inside, the header stays. The wallet
 * host is here so every screen below can sign with the session the header's wallet slot holds.
 */
export function RootLayout() {
  const { problems, dismiss } = useContext(ProblemsContext);
  useRoutePrefetch();
  return (
    <WalletHost>
      <div className="flex min-h-dvh flex-col">
        <Header />
        <ProblemsBanner problems={problems} onDismiss={dismiss} />
        <main className="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-4 sm:px-4 sm:py-6">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </WalletHost>
  );
}

import { Suspense, useContext, useEffect } from 'react';
import { Outlet } from 'react-router';
import { WalletHost } from '../features/wallet/WalletHost';
import { markFirstScreenCommitted } from './boot/firstScreenCommitted';
import { DeferredHeader } from './layout/DeferredHeader';
import { ProblemsBanner } from './layout/ProblemsBanner';
import { MAIN_ID, SkipLink } from './layout/SkipLink';
import { InAppNavigateContext } from './navigation/InAppNavigateContext';
import { useStableNavigate } from './navigation/useStableNavigate';
import { PageLoading } from './PageLoading';
import { ProblemsContext } from './ProblemsContext';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useRoutePrefetch } from './routeData/useRoutePrefetch';

/**
 * Header and banner around every screen; a screen's code loads inside, the header stays, and so it
 * does when a screen fails (`RouteErrorBoundary`). The wallet host is here so every screen below
 * can sign with the session the header's wallet slot holds; the router's navigation for the
 * screens' links too (`InAppNavigateContext`).
 */
export function RootLayout() {
  const { problems, dismiss } = useContext(ProblemsContext);
  useRoutePrefetch();
  const navigate = useStableNavigate();
  return (
    <InAppNavigateContext value={navigate}>
      <WalletHost>
        <div className="flex min-h-dvh flex-col">
          <SkipLink target={MAIN_ID} />
          <DeferredHeader />
          <ProblemsBanner problems={problems} onDismiss={dismiss} />
          <main
            id={MAIN_ID}
            tabIndex={-1}
            className="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-4 outline-none sm:px-4 sm:py-6"
          >
            <RouteErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
                <FirstScreenCommitted />
              </Suspense>
            </RouteErrorBoundary>
          </main>
        </div>
      </WalletHost>
    </InAppNavigateContext>
  );
}

/** Marks the first screen as on screen once the page beside it has committed (hydrated, over a server's drawing). */
function FirstScreenCommitted() {
  useEffect(markFirstScreenCommitted, []);
  return null;
}

import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import type { AppBoot } from './AppBoot';

/**
 * React's first render of the app (main.tsx imports this lazily: React DOM, the router and the
 * shell load while the first screen's data requests are already out). A transition, so the render
 * yields to answers arriving meanwhile.
 */
export function renderApp(root: HTMLElement, boot: AppBoot, queryClient: QueryClient): void {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App boot={boot} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

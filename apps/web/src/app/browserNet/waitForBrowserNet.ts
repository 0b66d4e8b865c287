import type { BeforeNetworkRequest } from '@sextant/core/http/networkFetch';

/**
 * Resolves once the Browser network's worker controls the page, starting it. Its code loads only
 * here, so a page that never asks the Browser network never fetches it.
 */
export async function browserNetReady(): Promise<void> {
  const { ensureBrowserNet } = await import('./ensureBrowserNet');
  await ensureBrowserNet();
}

/**
 * What main.tsx installs before every request core sends to a network (`setBeforeNetworkRequest`):
 * a request under `browserNetBase` (the absolute `<origin><base>browser-net`) waits until the
 * Browser network's worker controls the page, so nothing is sent before something can answer it,
 * whoever asks (a screen, the header's probe, the nav's dispenser check, a route's prefetch); if the
 * worker cannot start, the request fails unsent with its BrowserNetError. Every other goes at once.
 */
export function waitForBrowserNet(
  browserNetBase: string,
  ready: () => Promise<void> = browserNetReady,
): BeforeNetworkRequest {
  const prefix = browserNetBase.endsWith('/') ? browserNetBase : `${browserNetBase}/`;
  return (url) => (url.startsWith(prefix) ? ready() : undefined);
}

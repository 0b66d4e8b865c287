import type { MouseEvent } from 'react';

/** Navigation as the app's router does it (`useNavigate`), as far as a link needs it. */
export type InAppNavigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * The click of a plain `<a href={to}>` that stays in the app: a plain left click navigates with the
 * router; any other (a new tab, a download) is the browser's. React Router's `Link` does the same,
 * but resolves a relative path and watches the location for each link, and a list or the nav draws
 * many (`to` here is always absolute). As `Link`: the page already open is replaced, not stacked.
 */
export function followInApp(e: MouseEvent<HTMLAnchorElement>, to: string, navigate: InAppNavigate): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  const { pathname, search, hash } = window.location;
  void navigate(to, { replace: `${pathname}${search}${hash}` === to });
}

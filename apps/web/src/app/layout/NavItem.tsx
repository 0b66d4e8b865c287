import clsx from 'clsx';
import type { NavigateFunction } from 'react-router';
import { followInApp } from '../../ui/followInApp';

/** The network-independent tools, after the network's screens. */
export const TOOL_ITEMS = [
  { to: '/tools/mnemonic', label: 'Mnemonic' },
  { to: '/tools/decode', label: 'Decode' },
  { to: '/tools/sign-data', label: 'Sign data' },
] as const;

// The nav scrolls sideways, which clips anything drawn outside it: the focus ring goes inside.
const LINK =
  'shrink-0 border-b-2 px-2 py-2 text-[13px] whitespace-nowrap transition-colors focus-visible:-outline-offset-2';

export function linkClass(open: boolean): string {
  return clsx(
    LINK,
    open ? 'border-accent font-medium text-fg' : 'border-transparent text-muted hover:text-fg',
  );
}

/** As React Router's `NavLink` decides: the path itself or, unless `end`, one under it; any case. */
export function isOpen(pathname: string, to: string, end: boolean): boolean {
  const at = pathname.toLowerCase();
  const target = to.toLowerCase();
  return at === target || (!end && at.startsWith(target) && at.charAt(target.length) === '/');
}

/**
 * One screen's link: a plain `<a>` the router follows (`followInApp`), not a `NavLink`, which
 * resolves its path and watches the location for each of the nav's fourteen items (part of every
 * first render); the nav reads the location once for all of them.
 */
export function NavItem({
  to,
  open,
  navigate,
  children,
  className = linkClass(open),
  onFollow,
}: {
  to: string;
  open: boolean;
  navigate: NavigateFunction;
  children: string;
  className?: string;
  /** After a click the app follows (the phone's menu closes). */
  onFollow?: () => void;
}) {
  return (
    <a
      href={to}
      aria-current={open ? 'page' : undefined}
      className={className}
      onClick={(e) => {
        followInApp(e, to, navigate);
        if (e.defaultPrevented) onFollow?.();
      }}
    >
      {children}
    </a>
  );
}

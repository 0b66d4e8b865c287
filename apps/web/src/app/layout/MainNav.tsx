import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import clsx from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { useHasDispenser } from '../../features/fund/useHasDispenser';
import { followInApp } from '../../ui/followInApp';
import { revealInStrip } from '../../ui/revealInStrip';
import { ScrollChevrons } from '../../ui/ScrollChevrons';
import { useScrollCue } from '../../ui/useScrollCue';
import { SHELL_LABELS } from './shellLabels';

export const NAV_ITEMS = [
  { path: '', label: 'Overview' },
  { path: 'accounts', label: 'Accounts' },
  { path: 'assets', label: 'Assets' },
  { path: 'applications', label: 'Applications' },
  { path: 'transactions', label: 'Transactions' },
  { path: 'blocks', label: 'Blocks' },
  { path: 'compose', label: 'Compose' },
  { path: 'multisig', label: 'Multisig' },
  { path: 'logicsig', label: 'LogicSig' },
  { path: 'pq', label: 'PQ accounts' },
  { path: 'contracts', label: 'Contracts' },
  { path: 'debug', label: 'Debug' },
] as const;

/** Only where the network's kmd has a dispenser (`useHasDispenser`): a local network. */
export const FUND_ITEM = { path: 'fund', label: 'Fund' } as const;

export const TOOL_ITEMS = [
  { to: '/tools/mnemonic', label: 'Mnemonic' },
  { to: '/tools/decode', label: 'Decode' },
  { to: '/tools/sign-data', label: 'Sign data' },
] as const;

// The nav scrolls sideways, which clips anything drawn outside it: the focus ring goes inside.
const LINK =
  'shrink-0 border-b-2 px-2.5 py-2 text-[13px] whitespace-nowrap transition-colors focus-visible:-outline-offset-2';

function linkClass(open: boolean): string {
  return clsx(
    LINK,
    open ? 'border-accent font-medium text-fg' : 'border-transparent text-muted hover:text-fg',
  );
}

/** As React Router's `NavLink` decides: the path itself or, unless `end`, one under it; any case. */
function isOpen(pathname: string, to: string, end: boolean): boolean {
  const at = pathname.toLowerCase();
  const target = to.toLowerCase();
  return at === target || (!end && at.startsWith(target) && at.charAt(target.length) === '/');
}

/**
 * One screen's link: a plain `<a>` the router follows (`followInApp`), not a `NavLink`, which
 * resolves its path and watches the location for each of the nav's fourteen items (part of every
 * first render); the nav reads the location once for all of them.
 */
function NavItem({
  to,
  open,
  navigate,
  children,
}: {
  to: string;
  open: boolean;
  navigate: NavigateFunction;
  children: string;
}) {
  return (
    <a
      href={to}
      aria-current={open ? 'page' : undefined}
      className={linkClass(open)}
      onClick={(e) => followInApp(e, to, navigate)}
    >
      {children}
    </a>
  );
}

/**
 * The screens of the current network (Fund where its kmd has a dispenser, once known), then the network-independent tools. On a phone it scrolls
 * sideways with a fade and a chevron on the side that hides more, and the open screen's item is
 * scrolled into view on every navigation.
 */
export function MainNav({ network }: { network: NetworkProfile }) {
  const networkId = network.id;
  const hasDispenser = useHasDispenser(network);
  const ref = useRef<HTMLElement>(null);
  const cue = useScrollCue(ref);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // On every navigation, and again when Fund appears (it may be the open screen's item). On the home
  // page this forces the page's first layout inside React's commit; skipping it there (Overview is in
  // view unscrolled) left that layout to a later frame, after the data's render, and home measured
  // ~40 ms slower in two 15-run A/Bs: forced early, it runs while the page waits for data.
  useLayoutEffect(() => {
    const nav = ref.current;
    revealInStrip(nav, nav?.querySelector<HTMLElement>('[aria-current="page"]'));
  }, [pathname, hasDispenser]);
  return (
    <div className="relative">
      <nav
        ref={ref}
        aria-label={SHELL_LABELS.nav}
        style={cue.style}
        className="relative flex overflow-x-auto px-1.5 [scrollbar-width:none] sm:px-2.5"
      >
        {(hasDispenser ? [...NAV_ITEMS, FUND_ITEM] : NAV_ITEMS).map((item) => {
          const to = `/${networkId}${item.path === '' ? '' : `/${item.path}`}`;
          return (
            <NavItem
              key={item.path}
              to={to}
              open={isOpen(pathname, to, item.path === '')}
              navigate={navigate}
            >
              {item.label}
            </NavItem>
          );
        })}
        <span aria-hidden className="mx-1.5 my-2 w-px shrink-0 bg-line" />
        {TOOL_ITEMS.map((item) => (
          <NavItem key={item.to} to={item.to} open={isOpen(pathname, item.to, false)} navigate={navigate}>
            {item.label}
          </NavItem>
        ))}
      </nav>
      <ScrollChevrons cue={cue} />
    </div>
  );
}

import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHasDispenser } from '../../features/fund/useHasDispenser';
import { revealInStrip } from '../../ui/revealInStrip';
import { ScrollChevrons } from '../../ui/ScrollChevrons';
import { useScrollCue } from '../../ui/useScrollCue';
import { isOpen, NavItem, TOOL_ITEMS } from './NavItem';
import { NavMenu } from './NavMenu';
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
  { path: 'log', label: 'Log' },
] as const;

/** Only where the network's kmd has a dispenser (`useHasDispenser`): a local network. */
export const FUND_ITEM = { path: 'fund', label: 'Fund' } as const;

/** The current network's screens as links (Fund last, where its kmd has a dispenser). */
export function networkItems(
  networkId: string,
  hasDispenser: boolean,
): { to: string; label: string; end: boolean }[] {
  return (hasDispenser ? [...NAV_ITEMS, FUND_ITEM] : NAV_ITEMS).map((item) => ({
    to: `/${networkId}${item.path === '' ? '' : `/${item.path}`}`,
    label: item.label,
    end: item.path === '',
  }));
}

/**
 * The screens of the current network (Fund where its kmd has a dispenser, once known), then the network-independent tools. On a phone it scrolls
 * sideways with a fade and a chevron on the side that hides more, and the open screen's item is
 * scrolled into view on every navigation. The tools sit at the strip's right end, so Fund appearing
 * (once the dispenser is known) moves nothing already drawn. Below `sm` (a phone) the strip gives
 * way to a menu button that opens the whole navigation (`NavMenu`).
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
  const items = networkItems(networkId, hasDispenser);
  return (
    <>
      <NavMenu items={items} pathname={pathname} navigate={navigate} />
      <div className="relative hidden sm:block">
        <nav
          ref={ref}
          aria-label={SHELL_LABELS.nav}
          style={cue.style}
          className="relative flex overflow-x-auto px-1.5 [scrollbar-width:none] sm:px-2.5"
        >
          {items.map((item) => (
            <NavItem
              key={item.to}
              to={item.to}
              open={isOpen(pathname, item.to, item.end)}
              navigate={navigate}
            >
              {item.label}
            </NavItem>
          ))}
          <span aria-hidden className="my-2 ml-auto border-l border-line pl-1.5" />
          {TOOL_ITEMS.map((item) => (
            <NavItem key={item.to} to={item.to} open={isOpen(pathname, item.to, false)} navigate={navigate}>
              {item.label}
            </NavItem>
          ))}
        </nav>
        <ScrollChevrons cue={cue} />
      </div>
    </>
  );
}

import { Settings } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { WalletSlot } from '../../features/wallet/WalletSlot';
import { useShellNetwork } from '../networks/useShellNetwork';
import { MainNav } from './MainNav';
import { NetworkStatusBadge } from './NetworkStatusBadge';
import { NetworkSwitcher } from './NetworkSwitcher';
import { APP_HEADER_ATTRIBUTE } from './holdHeaderClicks';
import { SearchBox } from './SearchBox';
import { SHELL_LABELS } from './shellLabels';

function Logo() {
  return (
    <svg viewBox="0 0 32 32" className="size-6" aria-hidden>
      <rect width="32" height="32" rx="7" className="fill-accent" />
      <path
        d="M16 6 L24 24 H8 Z"
        fill="none"
        className="stroke-accent-fg"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="18" r="2.5" className="fill-accent-fg" />
    </svg>
  );
}

/** Network switcher and status, search, the wallet's slot, settings; the screens' navigation below. */
export function Header() {
  const network = useShellNetwork();
  return (
    <header
      {...{ [APP_HEADER_ATTRIBUTE]: '' }}
      className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/85"
    >
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-2 gap-y-2 px-3 pt-2 sm:flex-nowrap sm:px-4">
        {/* Basis 0 on a phone, so the wallet and settings stay on this row and the switcher and
            status give way (truncate) instead. */}
        <div className="flex min-w-0 flex-1 items-center gap-x-2 sm:flex-none">
          <Link
            to={`/${network.id}`}
            aria-label={SHELL_LABELS.home}
            className="flex shrink-0 items-center gap-2 rounded-md pr-1"
          >
            <Logo />
            <span className="hidden text-[15px] font-semibold tracking-tight md:inline">
              {SHELL_LABELS.appName}
            </span>
          </Link>
          <NetworkSwitcher current={network} />
          <NetworkStatusBadge profile={network} />
        </div>
        <div className="order-last w-full sm:order-none sm:ml-2 sm:max-w-xl sm:flex-1">
          <SearchBox networkId={network.id} />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {/* One wallet session per network: the slot remounts when the network changes. */}
          <div data-slot="wallet" className="contents">
            <WalletSlot key={network.id} network={network} />
          </div>
          <NavLink
            to="/settings"
            aria-label={SHELL_LABELS.settings}
            className={({ isActive }) =>
              `inline-flex size-8 items-center justify-center rounded-md hover:bg-sunken ${isActive ? 'text-accent' : 'text-muted'}`
            }
          >
            <Settings className="size-4" aria-hidden />
          </NavLink>
        </div>
      </div>
      <div className="mx-auto max-w-screen-2xl">
        <MainNav network={network} />
      </div>
    </header>
  );
}

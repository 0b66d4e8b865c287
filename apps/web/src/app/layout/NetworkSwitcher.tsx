import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type ButtonHTMLAttributes } from 'react';
import { SHELL_LABELS } from './shellLabels';
import { SWITCHER_CLASS } from './switcherClass';

const loadMenu = () => import('./NetworkSwitcherMenu');
const NetworkSwitcherMenu = lazy(() => loadMenu().then((m) => ({ default: m.NetworkSwitcherMenu })));

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The network switcher. Until first used it is a plain button that looks the same; pointing at it
 * fetches the menu's code, and pressing it swaps in the real menu, already open.
 */
export function NetworkSwitcher({ current }: { current: NetworkProfile }) {
  const [armed, setArmed] = useState(false);

  const standIn = (props: ButtonHTMLAttributes<HTMLButtonElement>) => (
    <button
      type="button"
      aria-label={SHELL_LABELS.networkSwitcher(current.name)}
      aria-haspopup="menu"
      aria-expanded={false}
      className={SWITCHER_CLASS}
      {...props}
    >
      <span className="truncate">{current.name}</span>
      <ChevronDown className="size-3.5 shrink-0 text-muted" aria-hidden />
    </button>
  );

  if (!armed) {
    return standIn({
      onPointerEnter: () => void loadMenu(),
      onFocus: () => void loadMenu(),
      onPointerDown: (event) => {
        if (event.button === 0) {
          event.preventDefault();
          setArmed(true);
        }
      },
      onKeyDown: (event) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          setArmed(true);
        }
      },
    });
  }
  return (
    <Suspense fallback={standIn({ 'aria-busy': true })}>
      <NetworkSwitcherMenu current={current} defaultOpen />
    </Suspense>
  );
}

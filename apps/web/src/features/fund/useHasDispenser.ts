import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { dispenserQuery } from './dispenserQuery';

/**
 * Whether the network's kmd has a dispenser, for the nav's Fund item: false until known. Asked
 * once the browser is idle after the first paint with no query in flight (never before it, never
 * blocking it: the browser idles while a page waits for its answers, and the check loads algosdk,
 * whose evaluation then held the page's render), and only where the network has a kmd.
 */
export function useHasDispenser(profile: NetworkProfile): boolean {
  const hasKmd = profile.kmd !== undefined;
  const [idle, setIdle] = useState(false);
  const settled = useIsFetching() === 0;
  useEffect(() => {
    if (!hasKmd || idle || !settled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 500);
    return () => window.clearTimeout(id);
  }, [hasKmd, idle, settled]);
  const { data } = useQuery({ ...dispenserQuery(profile), enabled: hasKmd && idle });
  return typeof data === 'string';
}

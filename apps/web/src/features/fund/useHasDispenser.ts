import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenBrowserIdle } from '../../ui/whenBrowserIdle';
import { dispenserQuery } from './dispenserQuery';

/**
 * Whether the network's kmd has a dispenser, for the nav's Fund item: false until known. Asked
 * once the browser is idle after the first paint with no query in flight (never before it, never
 * blocking it: the browser idles while a page waits for its answers, and the check loads algosdk,
 * whose evaluation then held the page's render), and only where the network has a kmd. The query
 * cache is watched only until then, so the nav does not draw again on every query of the app, and
 * its events are looked at once per task: a first screen's queries send hundreds, and counting the
 * queries in flight on each (`isFetching` walks the cache) cost the account page ~10 ms.
 */
export function useHasDispenser(profile: NetworkProfile): boolean {
  const hasKmd = profile.kmd !== undefined;
  const queryClient = useQueryClient();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!hasKmd || idle) return;
    let cancel: (() => void) | undefined;
    let scheduled: number | undefined;
    const check = () => {
      scheduled = undefined;
      const settled = queryClient.isFetching() === 0;
      if (settled && cancel === undefined) cancel = whenBrowserIdle(() => setIdle(true));
      else if (!settled && cancel !== undefined) {
        cancel();
        cancel = undefined;
      }
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      scheduled ??= window.setTimeout(check, 0);
    });
    check();
    return () => {
      unsubscribe();
      window.clearTimeout(scheduled);
      cancel?.();
    };
  }, [hasKmd, idle, queryClient]);
  const { data } = useQuery({ ...dispenserQuery(profile), enabled: hasKmd && idle });
  return typeof data === 'string';
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useNetworks } from '../networks/useNetworks';
import { prefetchRoute } from './prefetchRoute';

/**
 * On each navigation, starts the new URL's code and data together (`prefetchRoute`) rather than the
 * data after the code. Lives in the layout, above the Suspense boundary a loading page waits in.
 */
export function useRoutePrefetch(): void {
  const queryClient = useQueryClient();
  const { find } = useNetworks();
  const { pathname, search } = useLocation();
  useEffect(() => {
    void prefetchRoute(queryClient, find, { pathname, search });
  }, [queryClient, find, pathname, search]);
}

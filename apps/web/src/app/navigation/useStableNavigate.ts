import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { InAppNavigate } from '../../ui/followInApp';

/**
 * React Router's navigation as one function for the component's whole life: `useNavigate`'s changes
 * with every path (declarative mode), which would draw every consumer of `InAppNavigateContext` again
 * on each navigation. Calls the latest one.
 */
export function useStableNavigate(): InAppNavigate {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  return useCallback<InAppNavigate>((to, options) => latest.current(to, options), []);
}

import { useSearchParams } from 'react-router';
import { openTab } from './openTab';

/**
 * A screen's open tab, kept in the URL as `?tab=` so a link or a reload opens it again. The first tab
 * is the default and leaves the URL clean; an unknown value opens it too. Changing tab keeps the rest
 * of the URL (a list's filters) and replaces the history entry instead of adding one per click.
 */
export function useTabParam<const T extends string>(
  tabs: readonly [T, ...T[]],
): [tab: T, setTab: (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const tab = openTab(tabs, params.get('tab'));
  const setTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === tabs[0]) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  return [tab, setTab];
}

import { browserStorage } from '../../app/storage/browserStorage';
import { useBrowserState } from '../../ui/hydration/useBrowserState';

const KEY = 'sextant.explorer.live';

/**
 * Whether the home screen's latest lists refresh by themselves: on unless paused, and remembered
 * in this browser (a paused screen stays paused after a reload).
 */
export function useLiveUpdates(): [boolean, (live: boolean) => void] {
  const [live, setLive] = useBrowserState(() => browserStorage().get(KEY) !== 'off', true);
  return [
    live,
    (next) => {
      setLive(next);
      browserStorage().set(KEY, next ? 'on' : 'off');
    },
  ];
}

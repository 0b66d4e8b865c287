import { useState } from 'react';
import { browserStorage } from '../../app/storage/browserStorage';

const KEY = 'sextant.explorer.live';

/**
 * Whether the home screen's latest lists refresh by themselves: on unless paused, and remembered
 * in this browser (a paused screen stays paused after a reload).
 */
export function useLiveUpdates(): [boolean, (live: boolean) => void] {
  const [live, setLive] = useState(() => browserStorage().get(KEY) !== 'off');
  return [
    live,
    (next) => {
      setLive(next);
      browserStorage().set(KEY, next ? 'on' : 'off');
    },
  ];
}

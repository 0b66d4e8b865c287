import { useEffect } from 'react';

/**
 * Readonly methods answer by themselves: `simulate` runs 350 ms after `readKey` (the action and
 * everything its answer depends on; '' when there is nothing to run) last changed, unless `hold`
 * (a deploy's "Created app N" stays until the person picks or types).
 */
export function useReadonlyAutoRun(readKey: string, hold: boolean, simulate: (() => void) | undefined): void {
  useEffect(() => {
    if (readKey === '' || simulate === undefined) return;
    if (hold) return;
    const t = setTimeout(simulate, 350);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readKey]);
}

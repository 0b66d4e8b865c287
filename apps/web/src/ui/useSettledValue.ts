import { useEffect, useState } from 'react';

/** How long typing must pause before a field's value is looked up. */
export const SETTLE_MS = 400;

/**
 * `value` once it has stopped changing for `ms`: what a lookup should ask for, so typing `1011`
 * asks once for 1011 rather than for 1, 10, 101 and 1011. The first value is settled at once.
 */
export function useSettledValue<T>(value: T, ms = SETTLE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}

import clsx from 'clsx';

/**
 * The one grid every transaction row and its header share, so columns line up, sized by the list's
 * own width (an `@container`), not the screen's:
 * - narrow (a phone): three lines — id and amount; type and who to whom; fee, round and time;
 * - from 36rem (the home screen's panel): two — id, type, who to whom, amount; then fee, round, time;
 * - from 56rem (a full-width list): one line — type, id, from → to, amount, fee, round (unless the
 *   list is one block's), time.
 */
export const txnGrid = (showRound: boolean) =>
  clsx(
    'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1',
    '@xl:grid-cols-[8.5rem_6.5rem_minmax(0,1fr)_auto]',
    showRound
      ? '@4xl:grid-cols-[7.5rem_8.5rem_minmax(0,1fr)_10rem_6rem_4.5rem_7.5rem]'
      : '@4xl:grid-cols-[7.5rem_8.5rem_minmax(0,1fr)_10rem_6rem_7.5rem]',
  );

/** Cells of the grid, by role (`contents` lets a narrow line's group become columns when wider). */
export const TXN_CELLS = {
  /** Second narrow line: the type and who to whom. */
  line2: 'col-span-2 flex min-w-0 items-center gap-2 @xl:contents',
  type: '@4xl:-order-1',
  amount: 'col-start-2 row-start-1 justify-self-end text-right @xl:col-start-auto @xl:row-start-auto',
  /** Last line until the list is wide: fee, round and time, small. */
  line3: 'col-span-2 flex flex-wrap gap-x-3 text-xs text-muted @xl:col-span-4 @4xl:contents',
  right: '@4xl:justify-self-end @4xl:text-right',
} as const;

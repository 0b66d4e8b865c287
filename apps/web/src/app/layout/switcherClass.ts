/** Shared by the switcher's stand-in button and the real menu trigger, so the swap is invisible. */
export const SWITCHER_CLASS =
  'inline-flex h-8 max-w-44 min-w-0 items-center gap-1.5 rounded-md border border-line-strong bg-surface px-2.5 text-sm font-medium hover:bg-sunken';

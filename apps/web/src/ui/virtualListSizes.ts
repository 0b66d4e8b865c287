/** Lists up to this long render plainly; longer ones render only the rows in view (VirtualList). */
export const VIRTUALIZE_FROM = 100;

/** Rows from the end of what is loaded at which a scrolled list asks for the next page. */
export const END_REACHED_WITHIN = 10;

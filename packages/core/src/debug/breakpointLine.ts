import type { ProgramListing } from './ProgramListing';

/**
 * The line a breakpoint set on `line` stops at: that line when an instruction is on it, else
 * the next line that holds one (a comment, label or blank line in a spec's TEAL has no pc, and a
 * breakpoint there would never stop), else the line itself (nothing follows it).
 */
export function breakpointLine(listing: Pick<ProgramListing, 'lineOfPc'>, line: number): number {
  let best: number | undefined;
  for (const l of listing.lineOfPc.values()) if (l >= line && (best === undefined || l < best)) best = l;
  return best ?? line;
}

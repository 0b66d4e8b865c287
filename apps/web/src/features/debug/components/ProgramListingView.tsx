import { breakpointLine } from '@sextant/core/debug/breakpointLine';
import type { ProgramListing } from '@sextant/core/debug/ProgramListing';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { DEBUG_LABELS as L } from '../debugLabels';

/**
 * A program's TEAL with the current line marked (red when it is the failing one) and a gutter
 * that toggles breakpoints (one on a line without an instruction goes to the next instruction's). The current line scrolls into view as the step moves.
 */
export function ProgramListingView({
  listing,
  currentLine,
  failing,
  breakpoints,
  onToggle,
  notes,
  label = L.program,
  testId = 'debug-listing',
}: {
  listing: ProgramListing;
  currentLine: number | undefined;
  failing: boolean;
  breakpoints: ReadonlySet<number>;
  onToggle: (line: number) => void;
  /** A note at the end of some lines (the contract's error message for that opcode). */
  notes?: ReadonlyMap<number, string>;
  /** The list's accessible name and test id (the TEAL's by default; the source pane's its own). */
  label?: string;
  testId?: string;
}) {
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (currentLine === undefined) return;
    const el = box.current?.querySelector<HTMLElement>(`[data-line="${currentLine}"]`);
    const parent = box.current;
    if (el === null || el === undefined || parent === null) return;
    // Scroll the listing only (not the page): keep the line in the middle third, with whole
    // lines above it (the first visible line not cut in half).
    const above = Math.floor(parent.clientHeight / 3 / (el.offsetHeight || 16));
    const firstLine = currentLine - above;
    const first = parent.querySelector<HTMLElement>(`[data-line="${firstLine}"]`);
    // The list's top padding shows only above line 1; further down a line starts at the edge.
    const top = firstLine <= 0 ? 0 : (first ?? el).offsetTop;
    if (el.offsetTop < parent.scrollTop || el.offsetTop > parent.scrollTop + parent.clientHeight - 24)
      parent.scrollTo({ top });
  }, [currentLine, listing]);

  return (
    <ol
      ref={box}
      aria-label={label}
      data-testid={testId}
      className="relative max-h-[28rem] overflow-auto rounded-md border border-line bg-sunken/50 py-1 font-mono text-xs"
    >
      {listing.lines.map((text, line) => {
        const current = line === currentLine;
        const hasBreak = breakpoints.has(line);
        return (
          <li
            key={line}
            data-line={line}
            data-current={current || undefined}
            data-failing={(current && failing) || undefined}
            className={clsx(
              'flex items-stretch whitespace-pre',
              current && (failing ? 'bg-bad-soft' : 'bg-accent-soft'),
            )}
          >
            <button
              type="button"
              onClick={() => onToggle(breakpointLine(listing, line))}
              aria-label={L.toggleBreakpoint(line + 1)}
              title={L.toggleBreakpoint(line + 1)}
              aria-pressed={hasBreak}
              className="group flex w-14 shrink-0 items-center gap-1 pr-2 pl-1 text-right text-muted hover:text-fg"
            >
              <span
                className={clsx(
                  'size-2 shrink-0 rounded-full',
                  hasBreak ? 'bg-bad' : 'bg-transparent group-hover:bg-bad/30',
                )}
                aria-hidden
              />
              <span className="flex-1 tabular-nums">{line + 1}</span>
            </button>
            <span
              className={clsx(
                'flex-1 border-l-2 pr-3 pl-2',
                current
                  ? failing
                    ? 'border-bad font-semibold'
                    : 'border-accent font-semibold'
                  : 'border-transparent',
              )}
            >
              {text === '' ? ' ' : text}
              {notes?.get(line) !== undefined && (
                <span className="ml-3 font-sans text-[11px] text-warn" data-testid="debug-line-note">
                  ⚑ {notes.get(line)}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

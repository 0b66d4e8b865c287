import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ScrollCue } from './useScrollCue';

/**
 * A chevron on each side of a sideways-scrolling strip that hides more (see `useScrollCue`). Place
 * it in a `relative` box around the scrolling element; it lets the pointer through.
 */
export function ScrollChevrons({ cue }: { cue: Pick<ScrollCue, 'start' | 'end'> }) {
  const side = (shown: boolean, end: boolean) =>
    clsx(
      'pointer-events-none absolute inset-y-0 flex items-center text-muted transition-opacity',
      end ? 'right-0' : 'left-0',
      shown ? 'opacity-100' : 'opacity-0',
    );
  return (
    <>
      <span
        aria-hidden
        data-testid="scroll-cue-start"
        data-shown={cue.start}
        className={side(cue.start, false)}
      >
        <ChevronLeft className="size-4" />
      </span>
      <span aria-hidden data-testid="scroll-cue-end" data-shown={cue.end} className={side(cue.end, true)}>
        <ChevronRight className="size-4" />
      </span>
    </>
  );
}

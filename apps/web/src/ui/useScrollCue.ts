import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';

export interface ScrollCue {
  /** More content hides to the left. */
  start: boolean;
  /** More content hides to the right. */
  end: boolean;
  /** For the scrolling element: its content fades out on each side that hides more. */
  style: CSSProperties;
}

const FADE = '2.5rem';

function maskOf(start: boolean, end: boolean): CSSProperties {
  if (!start && !end) return {};
  const mask = `linear-gradient(to right, ${start ? 'transparent' : '#000'}, #000 ${start ? FADE : '0'}, #000 calc(100% - ${end ? FADE : '0px'}), ${end ? 'transparent' : '#000'})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/**
 * The cue that an element scrolls sideways: whether it has more to show on either side, kept
 * current as it scrolls, resizes or its content changes, and a mask that fades the hidden side's
 * edge (a mask, not an overlay, so it works on any background). `ScrollChevrons` adds the arrows.
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): ScrollCue {
  const [edges, setEdges] = useState({ start: false, end: false });
  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    el.addEventListener('scroll', update, { passive: true });
    // The observer's first report comes after the browser's own layout, so mounting measures
    // nothing in the middle of React's commit (which would force a layout of the whole page).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    if (observer === undefined) update();
    observer?.observe(el);
    for (const child of Array.from(el.children)) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return { ...edges, style: maskOf(edges.start, edges.end) };
}

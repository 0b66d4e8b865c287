/**
 * Scrolls a sideways strip (the nav, a tab list) so its item is in view, centred when it can be.
 * Only the strip moves (scrollIntoView could scroll the page too). The strip must be the item's
 * offset parent (`position: relative`), so offsetLeft is in the strip's content coordinates.
 */
export function revealInStrip(strip: HTMLElement | null, item: HTMLElement | null | undefined): void {
  if (strip === null || item === null || item === undefined) return;
  const left = item.offsetLeft;
  if (left < strip.scrollLeft || left + item.offsetWidth > strip.scrollLeft + strip.clientWidth)
    strip.scrollLeft = left - (strip.clientWidth - item.offsetWidth) / 2;
}

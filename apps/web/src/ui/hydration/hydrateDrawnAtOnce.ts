/** The part of React's hydration root this needs (`hydrateRoot`'s answer). */
export interface ScheduleHydration {
  unstable_scheduleHydration(target: Node): void;
}

/** React's marker opening a Suspense boundary drawn with its content (`<!--$-->`). */
const DRAWN_BOUNDARY = '$';

/**
 * Asks React to hydrate every Suspense boundary the server drew inside `container` at once, at the
 * root's own priority, not later at its lowest one. React hydrates the root first and leaves each
 * drawn boundary (the layout's around the page, a network scope's, a panel's) for an offscreen pass:
 * one that waits until nothing else is queued and then yields every 5 ms, so the page stood drawn
 * but dead (its links and buttons unanswered) long after its code had run. Each boundary's first node
 * is named as a hydration target (React's `unstable_scheduleHydration`): the boundary holding it is
 * hydrated at the default priority as soon as whatever holds it (the root, an outer boundary) has
 * hydrated, one after the other down to the innermost. Call it just after `hydrateRoot`.
 */
export function hydrateDrawnAtOnce(root: ScheduleHydration, container: Element): number {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  let targets = 0;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const first = node.nextSibling;
    if ((node as Comment).data !== DRAWN_BOUNDARY || first === null) continue;
    root.unstable_scheduleHydration(first);
    targets += 1;
  }
  return targets;
}

/** The attribute on the app's header element (`Header`): index.html keeps clicks on its buttons. */
export const APP_HEADER_ATTRIBUTE = 'data-app-header';

/** The global index.html's inline script sets. */
export const HEADER_CLICK_GLOBAL = '__sextantHeaderClick';

/** What index.html keeps: the header button last clicked, until `stop`. */
interface HeldClick {
  button: Element | null;
  stop?: () => void;
}

/** What starts the header's hydration early: the person reaching for the page. */
const TOUCHES = ['pointerdown', 'keydown', 'focusin'] as const;

type Scope = Record<string, unknown>;

export interface HeaderHold {
  /** Settles once the header has committed (hydrated). */
  committed: Promise<void>;
  /** Whether it has, now (set during React's commit, before `committed` settles). */
  isCommitted: () => boolean;
  /** Called on the first touch of the page. */
  onTouch: () => void;
}

/**
 * Over the server's drawing, while the header waits to hydrate (`holdHeaderHydration`, after the
 * page): the first touch of the page (a pointer down, a key, a focus) calls `onTouch` (main.tsx then
 * lets the header hydrate at once); a click on one of its buttons that nobody answered (before the
 * app's code ran, or dropped by React, which cannot hydrate the header synchronously before its code
 * may run) is clicked again once the header has hydrated, if the button is still there. A click React
 * answered by hydrating the header on the spot is not. Its links need nothing: a link followed
 * before then loads its page from the server.
 */
export function holdHeaderClicks(doc: Document, hold: HeaderHold, scope: Scope = window as never): void {
  const held = scope[HEADER_CLICK_GLOBAL] as HeldClick | undefined;
  // React stops a click it could not deliver at its root: one that reaches the document after the
  // header hydrated on the spot was answered.
  const answered = (event: Event) => {
    const target = event.target instanceof Node ? event.target : null;
    if (held?.button && hold.isCommitted() && held.button.contains(target)) held.button = null;
  };
  const touched = () => {
    for (const type of TOUCHES) doc.removeEventListener(type, touched, true);
    hold.onTouch();
  };
  doc.addEventListener('click', answered);
  for (const type of TOUCHES) doc.addEventListener(type, touched, true);
  void hold.committed.then(() => {
    doc.removeEventListener('click', answered);
    held?.stop?.();
    const button = held?.button;
    if (held) held.button = null;
    if (button instanceof HTMLElement && button.isConnected) button.click();
  });
}

/** A page the browser drew: nothing to hold (index.html's listener stops). */
export function dropHeldHeaderClicks(scope: Scope = window as never): void {
  (scope[HEADER_CLICK_GLOBAL] as HeldClick | undefined)?.stop?.();
}

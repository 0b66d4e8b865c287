import { afterEach, describe, expect, it, vi } from 'vitest';
import { runIndexHtmlScript } from '../../test/runIndexHtmlScript';
import {
  APP_HEADER_ATTRIBUTE,
  dropHeldHeaderClicks,
  HEADER_CLICK_GLOBAL,
  holdHeaderClicks,
} from './holdHeaderClicks';

/** A drawn header (as the server draws it) with a button, a link, and a page button beside it. */
function drawnPage(): { menu: HTMLButtonElement; page: HTMLButtonElement } {
  document.body.innerHTML =
    `<header ${APP_HEADER_ATTRIBUTE}><button type="button" id="menu"><span>Menu</span></button><a href="#x">Blocks</a></header>` +
    '<main><button type="button" id="page">Page</button></main>';
  return {
    menu: document.querySelector<HTMLButtonElement>('#menu')!,
    page: document.querySelector<HTMLButtonElement>('#page')!,
  };
}

/** The header's hydration, settled by the test (as React's commit would). */
function headerHold() {
  let committed = false;
  let settle: () => void = () => undefined;
  const hold = {
    committed: new Promise<void>((resolve) => (settle = resolve)),
    isCommitted: () => committed,
    onTouch: vi.fn(),
  };
  return {
    hold,
    commit: async () => {
      committed = true;
      settle();
      await hold.committed;
      await Promise.resolve();
    },
  };
}

afterEach(() => {
  dropHeldHeaderClicks();
  delete (window as unknown as Record<string, unknown>)[HEADER_CLICK_GLOBAL];
  document.body.innerHTML = '';
});

describe('clicks on the header before it hydrates (index.html + holdHeaderClicks)', () => {
  it('a button clicked before the code ran is clicked again once the header has hydrated, once', async () => {
    runIndexHtmlScript();
    const { menu } = drawnPage();
    // Before main.tsx: only index.html listens.
    menu.querySelector('span')!.click();
    const { hold, commit } = headerHold();
    holdHeaderClicks(document, hold);
    const answered = vi.fn();
    menu.addEventListener('click', answered);
    expect(answered).not.toHaveBeenCalled();
    await commit();
    expect(answered).toHaveBeenCalledTimes(1);
    // From here the header answers itself: nothing is held or clicked again.
    menu.click();
    await commit();
    expect(answered).toHaveBeenCalledTimes(2);
  });

  it('keeps the last button clicked, not a link or the page', async () => {
    runIndexHtmlScript();
    const { menu, page } = drawnPage();
    const { hold, commit } = headerHold();
    holdHeaderClicks(document, hold);
    const answered = vi.fn();
    menu.addEventListener('click', answered);
    page.addEventListener('click', answered);
    page.click();
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await commit();
    // Only the page's own click (which its own code answers), nothing replayed.
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('a click React answered by hydrating the header on the spot is not clicked again', async () => {
    runIndexHtmlScript();
    const { menu } = drawnPage();
    const { hold, commit } = headerHold();
    holdHeaderClicks(document, hold);
    const answered = vi.fn();
    // As React would: the click makes it hydrate the header synchronously, then delivers it.
    let hydrateNow: () => void = () => undefined;
    const hydrated = new Promise<void>((resolve) => (hydrateNow = resolve));
    let isCommitted = false;
    hold.isCommitted = () => isCommitted;
    menu.addEventListener('click', () => {
      isCommitted = true;
      hydrateNow();
      answered();
    });
    menu.click();
    await hydrated;
    await commit();
    expect(answered).toHaveBeenCalledTimes(1);
  });

  it('a button gone by then is not clicked; the first touch lets the header hydrate, once', async () => {
    runIndexHtmlScript();
    const { menu } = drawnPage();
    const { hold, commit } = headerHold();
    holdHeaderClicks(document, hold);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(hold.onTouch).toHaveBeenCalledTimes(1);
    menu.click();
    const answered = vi.fn();
    menu.addEventListener('click', answered);
    menu.remove();
    await commit();
    expect(answered).not.toHaveBeenCalled();
  });

  it('a page drawn in the browser holds nothing', () => {
    runIndexHtmlScript();
    const { menu } = drawnPage();
    dropHeldHeaderClicks();
    menu.click();
    expect(
      (window as unknown as Record<string, { button: unknown }>)[HEADER_CLICK_GLOBAL]?.button,
    ).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore';
import { UI_LABELS } from './uiLabels';

/** jsdom has no layout: a stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.observed = [];
  }
  show(visible: boolean) {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

describe('LoadMore', () => {
  beforeEach(() => {
    FakeObserver.last = undefined;
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('with auto, loads the next page when its foot scrolls into view, not before', () => {
    const onLoad = vi.fn();
    render(<LoadMore hasMore loading={false} onLoad={onLoad} auto />);
    expect(FakeObserver.last?.observed).toEqual([screen.getByTestId('list-foot')]);
    FakeObserver.last!.show(false);
    expect(onLoad).not.toHaveBeenCalled();
    FakeObserver.last!.show(true);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('does not watch while a page is loading, at the end of the list, or without auto', () => {
    const { rerender } = render(<LoadMore hasMore loading onLoad={vi.fn()} auto />);
    expect(FakeObserver.last).toBeUndefined();
    expect(screen.getByRole('button', { name: UI_LABELS.loadingMore })).toBeDisabled();
    rerender(<LoadMore hasMore={false} loading={false} onLoad={vi.fn()} auto />);
    expect(FakeObserver.last).toBeUndefined();
    expect(screen.getByText(UI_LABELS.endOfList)).toBeVisible();
    rerender(<LoadMore hasMore loading={false} onLoad={vi.fn()} />);
    expect(FakeObserver.last).toBeUndefined();
    expect(screen.getByRole('button', { name: UI_LABELS.loadMore })).toBeEnabled();
  });
});

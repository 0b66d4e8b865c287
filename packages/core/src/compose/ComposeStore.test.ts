import { describe, expect, it } from 'vitest';
import { initialComposeSnapshot } from './ComposeSnapshot';
import { ComposeStore } from './ComposeStore';

describe('ComposeStore', () => {
  it('gives a new snapshot on every patch and tells each listener until it unsubscribes', () => {
    const store = new ComposeStore(initialComposeSnapshot('sandbox', 'd1'));
    const before = store.getSnapshot();
    let heard = 0;
    const stop = store.subscribe(() => heard++);
    store.set({ notice: 'x' });
    expect(store.getSnapshot()).not.toBe(before);
    expect(store.getSnapshot()).toMatchObject({ notice: 'x', draftId: 'd1', ready: false });
    expect(before.notice).toBeUndefined();
    stop();
    store.set({ notice: 'y' });
    expect(heard).toBe(1);
  });
});

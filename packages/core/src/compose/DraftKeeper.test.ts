import { describe, expect, it } from 'vitest';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import { composeReducer } from './composeReducer';
import { initialComposeSnapshot } from './ComposeSnapshot';
import { ComposeStore } from './ComposeStore';
import { DraftKeeper } from './DraftKeeper';
import type { DraftStorage } from './DraftStorage';
import type { GroupDraft } from './GroupDraft';
import { memoryDraftStorage } from './memoryDraftStorage';

function keeper(storage: DraftStorage = memoryDraftStorage()) {
  let n = 0;
  let clock = 0;
  const store = new ComposeStore(initialComposeSnapshot('sandbox', 'd0'));
  const shown: GroupDraft[] = [];
  const drafts = new DraftKeeper({
    network: 'sandbox',
    storage,
    store,
    newId: () => `d${++n}`,
    now: () => ++clock,
    onShown: (group) => shown.push(group),
  });
  /** An edit as the session makes it: the store's group changes, then the draft is saved. */
  const addPay = () => {
    const group = composeReducer(store.getSnapshot().group, { type: 'add', draft: emptyTxnDraft('pay', '') });
    store.set({ group });
    drafts.save();
  };
  return { store, drafts, shown, addPay, storage };
}

describe('DraftKeeper', () => {
  it('saves to the journal at once and to the store after; an empty group is not saved', async () => {
    const { drafts, store, addPay, storage } = keeper();
    await drafts.start();
    drafts.save();
    expect(storage.readJournal('sandbox')).toBeUndefined();
    addPay();
    const id = store.getSnapshot().draftId;
    expect(storage.readJournal('sandbox')).toMatchObject({ id, count: 1 });
    expect(store.getSnapshot().drafts.map((d) => d.id)).toEqual([id]);
    await Promise.resolve();
    expect(await storage.get(id)).toMatchObject({ id, count: 1 });
  });

  it('a new keeper on the same storage shows the journal’s draft and tells the session it opened it', async () => {
    const first = keeper();
    await first.drafts.start();
    first.addPay();
    const again = keeper(first.storage);
    await again.drafts.start();
    expect(again.store.getSnapshot().group.entries).toHaveLength(1);
    expect(again.shown.at(-1)?.entries).toHaveLength(1);
  });

  it('removing the open draft forgets its journal copy and opens a new one', async () => {
    const { drafts, store, addPay, storage } = keeper();
    await drafts.start();
    addPay();
    const id = store.getSnapshot().draftId;
    await drafts.remove(id);
    expect(storage.readJournal('sandbox')).toBeUndefined();
    expect(await storage.get(id)).toBeUndefined();
    expect(store.getSnapshot().draftId).not.toBe(id);
    expect(store.getSnapshot().group.entries).toHaveLength(0);
    expect(store.getSnapshot().drafts).toEqual([]);
  });
});

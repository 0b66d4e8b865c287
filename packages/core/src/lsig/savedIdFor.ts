import type { SavedLogicSig } from './SavedLogicSig';

/**
 * The store key a save writes: the draft's own, unless the draft was saved before under another
 * name: a renamed logic sig is saved as a new entry beside the old one, never over it.
 */
export function savedIdFor(
  draft: { id: string; name: string },
  saved: readonly Pick<SavedLogicSig, 'id' | 'name'>[],
  newId: () => string,
): string {
  const before = saved.find((s) => s.id === draft.id);
  return before !== undefined && before.name !== draft.name.trim() ? newId() : draft.id;
}

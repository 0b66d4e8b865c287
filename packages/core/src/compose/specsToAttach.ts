import type { CreatedId, DraftEntry } from './GroupDraft';

/** A spec to keep for an app a committed group created. */
export interface SpecToAttach {
  appId: bigint;
  /** The spec as loaded (ARC-56 or ARC-32 JSON). */
  text: string;
  /** Who sent the create call (its creator). */
  creator: string;
}

/**
 * The specs of a committed group's ABI create calls, each with the app it created: the studio
 * attaches them so the app's page, its transactions and later calls read it by its spec, as a
 * deploy from the contract lab does. Positions are 1-based, as the confirmation's `created`.
 */
export function specsToAttach(entries: readonly DraftEntry[], created: readonly CreatedId[]): SpecToAttach[] {
  return created.flatMap(({ position, appId }) => {
    const draft = entries[position - 1]?.draft;
    if (appId === undefined || draft?.type !== 'appl') return [];
    const text = draft.abi?.specText;
    return text === undefined ? [] : [{ appId, text, creator: draft.sender.trim() }];
  });
}

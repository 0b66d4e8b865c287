import type { TxnDraft } from '../txn/TxnDraft';
import { composeReducer } from './composeReducer';
import type { DraftStorage, StoredDraft } from './DraftStorage';
import { newGroupDraft } from './GroupDraft';
import { serializeGroupDraft } from './serializeGroupDraft';

/**
 * Another screen's transactions → a new group draft in the studio, saved and made the network's
 * open draft (journal first, as the studio itself saves), so `/:net/compose` opens on it. The
 * draft that was open stays in the saved list. Returns the new draft's id.
 */
export async function handOffToStudio(
  storage: DraftStorage,
  network: string,
  members: readonly TxnDraft[],
  deps: { newId?: () => string; now?: () => number } = {},
): Promise<string> {
  let group = newGroupDraft(network);
  for (const draft of members) group = composeReducer(group, { type: 'add', draft });
  if (group.refusal !== undefined) throw new Error(group.refusal.message);
  const record: StoredDraft = {
    id: (deps.newId ?? (() => crypto.randomUUID()))(),
    network,
    text: serializeGroupDraft(group),
    updatedAt: (deps.now ?? Date.now)(),
    count: group.entries.length,
    status: group.status,
  };
  storage.writeJournal(record);
  await storage.put(record);
  await storage.setCurrentId(network, record.id);
  return record.id;
}

import type { StoredDraft } from './DraftStorage';
import { deserializeGroupDraft } from './serializeGroupDraft';

/** One transaction of a group this browser sent and saw committed. */
export interface SentTxn {
  txid: string;
  /** `pay`, `axfer`, `appl`… */
  type: string;
  /** As typed (ALGO for a payment, the asset's units for a transfer); absent where there is none. */
  amount?: string;
  assetId?: string;
  receiver?: string;
  appId?: string;
  /** Given where the list has it (the session log); the studio's history leaves it out. */
  sender?: string;
}

/** A committed group from the studio's history. */
export interface SentGroup {
  draftId: string;
  /** When it was last saved (committed), ms since the epoch. */
  at: number;
  confirmedRound?: bigint;
  txns: SentTxn[];
}

/**
 * The studio's saved drafts split in two: those still being worked on (the drafts list), and the
 * committed groups, read into a history of what was sent (type, amount, receiver, txid), newest
 * first. A committed group is done: listing it among drafts made 30 sends 30 identical rows. A
 * record that cannot be read stays a draft (the list can still delete it); the group open on screen
 * (`currentId`) is listed in both until another is opened.
 */
export function splitSentDrafts(
  drafts: readonly StoredDraft[],
  currentId?: string,
): { drafts: StoredDraft[]; sent: SentGroup[] } {
  const open: StoredDraft[] = [];
  const sent: SentGroup[] = [];
  for (const d of drafts) {
    const group = d.status === 'committed' ? readCommitted(d) : undefined;
    if (group !== undefined) sent.push(group);
    // The group open on screen stays listed (as "open now") until another is opened.
    if (group === undefined || d.id === currentId) open.push(d);
  }
  sent.sort((a, b) => b.at - a.at);
  return { drafts: open, sent };
}

function readCommitted(d: StoredDraft): SentGroup | undefined {
  let group;
  try {
    group = deserializeGroupDraft(d.text);
  } catch {
    return undefined;
  }
  const txids = group.built?.txids;
  if (txids === undefined) return undefined;
  return {
    draftId: d.id,
    at: d.updatedAt,
    ...(group.confirmedRound !== undefined && { confirmedRound: group.confirmedRound }),
    txns: group.entries.map(({ draft }, i) => {
      const t: SentTxn = { txid: txids[i] ?? '', type: draft.type };
      if (draft.type === 'pay') Object.assign(t, { amount: draft.amount, receiver: draft.receiver });
      if (draft.type === 'axfer')
        Object.assign(t, { amount: draft.amount, receiver: draft.receiver, assetId: draft.assetId });
      if (draft.type === 'appl' && draft.appId.trim() !== '') t.appId = draft.appId;
      return t;
    }),
  };
}

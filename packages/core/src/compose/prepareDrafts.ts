import type algosdk from 'algosdk';
import { PopulateError } from '../contracts/PopulateError';
import { prepareAppCalls, type CallChange, type PrepareOptions } from '../contracts/prepareAppCalls';
import type { AccessRef } from '../contracts/placeResources';
import { formatAmount } from '../format/formatAmount';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { parseAmount } from '../txn/parseAmount';
import type { AccessDraft } from '../txn/readAccessList';
import type { ApplDraft, TxnDraft } from '../txn/TxnDraft';
import type { GroupDraft } from './GroupDraft';

/** The studio's choices for app calls at Build (algokit-utils' defaults: both on). */
export interface StudioPrepareOptions {
  populateResources: boolean;
  coverInnerFees: boolean;
  /** The most one app call's fee may be raised to, in ALGO as typed. */
  maxFee: string;
}

/** Ten minimum fees: room for nine inner transactions at the minimum fee. */
export const DEFAULT_PREPARE: StudioPrepareOptions = {
  populateResources: true,
  coverInnerFees: true,
  maxFee: '0.01',
};

/** What Build added to the drafts, and the drafts as they were (what Undo puts back). */
export interface PreparedDrafts {
  /** Only the transactions that changed, by position (1-based). */
  changes: { position: number; change: CallChange }[];
  before: { id: string; draft: TxnDraft }[];
}

export type PrepareDraftsResult =
  | { kind: 'unchanged' }
  | { kind: 'changed'; updates: { id: string; draft: TxnDraft }[]; prepared: PreparedDrafts }
  /** Could not prepare (max fee, no room, a bad maximum): the group is built as it is, this said. */
  | { kind: 'refused'; message: string };

export const PREPARE_MESSAGES = {
  badMaxFee: 'The most a call may pay is an amount of ALGO, such as 0.01.',
  refused: (why: string) => `Nothing was added to the app calls: ${why}`,
} as const;

const algoText = (micro: bigint) => formatAmount(micro, 6, { group: false });

function accessDraftOf(r: AccessRef, sender: string, appId: bigint): AccessDraft {
  const who = (a: string) => (a === sender ? '' : a);
  const app = (id: bigint) => (id === appId ? '' : String(id));
  switch (r.kind) {
    case 'address':
      return { kind: 'address', address: r.address, id: '', name: '' };
    case 'asset':
    case 'app':
      return { kind: r.kind, address: '', id: String(r.id), name: '' };
    case 'holding':
      return { kind: 'holding', address: who(r.address), id: String(r.id), name: '' };
    case 'locals':
      return { kind: 'locals', address: who(r.address), id: app(r.id), name: '' };
    case 'box':
      return {
        kind: 'box',
        address: '',
        id: r.app === 0n ? '' : app(r.app),
        name: `b64:${bytesToBase64(r.name)}`,
      };
  }
}

/** An app call's draft with what preparing added: references in its lists (or access list), a flat fee. */
export function draftWithChange(draft: ApplDraft, change: CallChange, appId: bigint): ApplDraft {
  const a = change.added;
  return {
    ...draft,
    accounts: [...draft.accounts, ...a.accounts],
    foreignApps: [...draft.foreignApps, ...a.apps.map(String)],
    foreignAssets: [...draft.foreignAssets, ...a.assets.map(String)],
    boxes: [
      ...draft.boxes,
      ...a.boxes.map((b) => ({
        appId: b.app === 0n ? '' : String(b.app),
        name: `b64:${bytesToBase64(b.name)}`,
      })),
    ],
    ...(a.access.length > 0 && {
      access: [...(draft.access ?? []), ...a.access.map((r) => accessDraftOf(r, draft.sender, appId))],
    }),
    ...(change.fee !== undefined && { feeMode: 'flat' as const, flatFee: algoText(change.fee.to) }),
  };
}

const changedAny = (c: CallChange) => c.fee !== undefined || Object.values(c.added).some((l) => l.length > 0);

/**
 * Prepares the built group's app calls (prepareAppCalls) and says how the drafts change, so the
 * person sees every addition in the editor and in the build panel, and can take it back. A group
 * whose simulate fails for another reason is left as it is: its own simulation shows the failure.
 */
export async function prepareDrafts(
  algod: algosdk.Algodv2,
  group: GroupDraft,
  txns: readonly algosdk.Transaction[],
  options: StudioPrepareOptions,
): Promise<PrepareDraftsResult> {
  if (!group.entries.some((e) => e.draft.type === 'appl')) return { kind: 'unchanged' };
  const opts: PrepareOptions = { populateResources: options.populateResources };
  if (options.coverInnerFees) {
    const max = parseAmount(options.maxFee.trim(), 6);
    if (!max.ok) return { kind: 'refused', message: PREPARE_MESSAGES.refused(PREPARE_MESSAGES.badMaxFee) };
    opts.coverInnerFees = { maxFee: max.value };
  }
  let prepared;
  try {
    prepared = await prepareAppCalls(algod, txns, opts);
  } catch (e) {
    if (e instanceof PopulateError && e.code !== 'simulate-failed')
      return { kind: 'refused', message: PREPARE_MESSAGES.refused(e.message) };
    if (e instanceof PopulateError) return { kind: 'unchanged' };
    throw e;
  }
  if (!prepared.changed) return { kind: 'unchanged' };
  const updates: { id: string; draft: TxnDraft }[] = [];
  const changes: PreparedDrafts['changes'] = [];
  const before: PreparedDrafts['before'] = [];
  prepared.changes.forEach((change, i) => {
    const entry = group.entries[i];
    const txn = txns[i];
    if (entry === undefined || entry.draft.type !== 'appl' || !changedAny(change)) return;
    const appId = txn?.applicationCall?.appIndex ?? 0n;
    updates.push({ id: entry.id, draft: draftWithChange(entry.draft, change, appId) });
    changes.push({ position: i + 1, change });
    before.push({ id: entry.id, draft: entry.draft });
  });
  return { kind: 'changed', updates, prepared: { changes, before } };
}

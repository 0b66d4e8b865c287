import { storedAbiCall } from '../contracts/AbiCallDraft';
import { SextantError } from '../errors/SextantError';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import { parseJson } from '../json/parseJson';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import { TXN_DRAFT_TYPES, type TxnDraft, type TxnDraftType } from '../txn/TxnDraft';
import { COMPOSE_MESSAGES } from './composeMessages';
import { decodeBase64 } from '../txn/decodeBytesText';
import type {
  BuiltGroup,
  CreatedId,
  DraftEntry,
  GroupDraft,
  GroupStatus,
  LastLog,
  StoredError,
} from './GroupDraft';

/** Bumped when the stored shape changes in a way older readers cannot take. */
export const GROUP_DRAFT_FORMAT = 1;

const STATUSES: readonly GroupStatus[] = ['building', 'built', 'signed', 'submitted', 'committed', 'failed'];

/**
 * A GroupDraft as JSON text for IndexedDB autosave. Rounds (bigint) are written as decimal
 * strings; the transient `refusal` is not kept.
 */
export function serializeGroupDraft(g: GroupDraft): string {
  return JSON.stringify({
    format: GROUP_DRAFT_FORMAT,
    network: g.network,
    entries: g.entries,
    status: g.status,
    built: g.built && { ...g.built, lastValid: g.built.lastValid.toString() },
    signatures: g.signatures,
    submittedAtRound: g.submittedAtRound?.toString(),
    confirmedRound: g.confirmedRound?.toString(),
    created: g.created?.map((c) => ({
      position: c.position,
      assetId: c.assetId?.toString(),
      appId: c.appId?.toString(),
    })),
    lastLogs: g.lastLogs,
    error: g.error,
    nextId: g.nextId,
  });
}

/**
 * Reads what `serializeGroupDraft` wrote. Drafts saved by an older version get any field they lack
 * from an empty draft of their type, so adding a field never loses a saved group.
 */
export function deserializeGroupDraft(text: string): GroupDraft {
  let json: JsonValue;
  try {
    json = parseJson(text);
  } catch (e) {
    throw unreadable('not JSON', e);
  }
  if (!isJsonObject(json)) throw unreadable('not an object');
  if (json.format !== GROUP_DRAFT_FORMAT) throw unreadable(`format ${String(json.format)}`);
  const { network, entries, status, signatures, nextId } = json;
  if (typeof network !== 'string') throw unreadable('no network');
  if (!Array.isArray(entries)) throw unreadable('no transactions');
  if (typeof status !== 'string' || !STATUSES.includes(status as GroupStatus))
    throw unreadable('unknown status');
  if (typeof nextId !== 'number') throw unreadable('no id counter');
  const out: GroupDraft = {
    network,
    entries: entries.map(readEntry),
    status: status as GroupStatus,
    signatures: Array.isArray(signatures) ? signatures.map((s) => (typeof s === 'string' ? s : null)) : [],
    nextId,
  };
  if (isJsonObject(json.built)) out.built = readBuilt(json.built);
  if (json.submittedAtRound !== undefined) out.submittedAtRound = readRound(json.submittedAtRound);
  if (json.confirmedRound !== undefined) out.confirmedRound = readRound(json.confirmedRound);
  if (Array.isArray(json.created)) out.created = json.created.map(readCreated);
  if (Array.isArray(json.lastLogs)) out.lastLogs = json.lastLogs.map(readLastLog);
  if (isJsonObject(json.error)) out.error = readError(json.error);
  if (
    out.status !== 'building' &&
    (out.built === undefined || out.signatures.length !== out.entries.length)
  ) {
    throw unreadable('built state without its transactions');
  }
  return out;
}

const OPTIONAL_APPL_TEXT = new Set(['approvalTeal', 'clearTeal', 'rejectVersion']);

function readEntry(value: JsonValue): DraftEntry {
  if (!isJsonObject(value) || typeof value.id !== 'string' || !isJsonObject(value.draft))
    throw unreadable('bad transaction');
  const type = value.draft.type;
  if (typeof type !== 'string' || !TXN_DRAFT_TYPES.includes(type as TxnDraftType))
    throw unreadable(`unknown type ${String(type)}`);
  const base = emptyTxnDraft(type as TxnDraftType) as unknown as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...base };
  for (const [key, v] of Object.entries(value.draft)) {
    // Only known fields, each with the type of its default: a damaged record cannot smuggle in shapes.
    if (key in base && (typeof v === typeof base[key] || (Array.isArray(v) && Array.isArray(base[key]))))
      draft[key] = v;
    // An application's optional text fields (its TEAL, its reject version) are kept too.
    else if (type === 'appl' && OPTIONAL_APPL_TEXT.has(key) && typeof v === 'string') draft[key] = v;
    // …and its ABI method call, when it reads as one.
    else if (type === 'appl' && key === 'abi') {
      const call = storedAbiCall(v);
      if (call !== undefined) draft[key] = call;
    }
  }
  return { id: value.id, draft: draft as unknown as TxnDraft };
}

function readBuilt(b: { [key: string]: JsonValue }): BuiltGroup {
  const strings = (v: JsonValue | undefined): string[] => {
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
      throw unreadable('bad built transactions');
    return v as string[];
  };
  const built: BuiltGroup = {
    txids: strings(b.txids),
    unsigned: strings(b.unsigned),
    lastValid: readRound(b.lastValid),
  };
  if (typeof b.groupId === 'string') built.groupId = b.groupId;
  return built;
}

function readRound(v: JsonValue | undefined): bigint {
  if (typeof v !== 'string' || !/^\d+$/.test(v)) throw unreadable('bad round');
  return BigInt(v);
}

function readCreated(value: JsonValue): CreatedId {
  if (!isJsonObject(value) || typeof value.position !== 'number') throw unreadable('bad created id');
  const out: CreatedId = { position: value.position };
  if (value.assetId !== undefined) out.assetId = readRound(value.assetId);
  if (value.appId !== undefined) out.appId = readRound(value.appId);
  return out;
}

function readLastLog(value: JsonValue): LastLog {
  if (
    !isJsonObject(value) ||
    typeof value.position !== 'number' ||
    typeof value.log !== 'string' ||
    decodeBase64(value.log) === undefined
  )
    throw unreadable('bad last log');
  return { position: value.position, log: value.log };
}

function readError(e: { [key: string]: JsonValue }): StoredError {
  const out: StoredError = { code: String(e.code ?? 'UNKNOWN'), message: String(e.message ?? '') };
  if (typeof e.nodeMessage === 'string') out.nodeMessage = e.nodeMessage;
  return out;
}

function unreadable(why: string, cause?: unknown): SextantError<'GROUP_DRAFT_UNREADABLE'> {
  return new SextantError('GROUP_DRAFT_UNREADABLE', COMPOSE_MESSAGES.corrupt(why), {
    details: { why },
    cause,
  });
}

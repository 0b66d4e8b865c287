import { GROUP_MESSAGES } from '../catalogue/catalogueMessages';
import { GroupSizeError, MAX_GROUP_SIZE } from '../catalogue/GroupSizeError';
import type { TxnDraft } from '../txn/TxnDraft';
import { checkSignedTxn } from './checkSignedTxn';
import { COMPOSE_MESSAGES } from './composeMessages';
import type { BuiltGroup, CreatedId, GroupDraft, LastLog, StoredError } from './GroupDraft';
import { mergeSignedTxn, signatureComplete } from './mergeSignedTxn';

export type ComposeAction =
  | { type: 'add'; draft: TxnDraft }
  | { type: 'update'; id: string; draft: TxnDraft }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string }
  | { type: 'move'; id: string; to: number }
  | { type: 'built'; built: BuiltGroup }
  /** `impersonated`: from a sandbox's impersonation signer, so carrying no signature is expected. */
  | { type: 'signed'; position: number; signedTxn: string; impersonated?: boolean }
  | { type: 'submitted'; round: bigint }
  | { type: 'committed'; round: bigint; created?: CreatedId[]; lastLogs?: LastLog[] }
  | { type: 'failed'; error: StoredError }
  | { type: 'unbuild' }
  | { type: 'dismissRefusal' };

/**
 * The group composer as a pure reducer. An action that does not fit the state is not thrown: the
 * state comes back unchanged with `refusal` set, so a React reducer never throws mid-render.
 * Editing a built or signed group sends it back to building (its bytes and signatures no longer
 * match); editing is refused only while the group is in flight.
 */
export function composeReducer(state: GroupDraft, action: ComposeAction): GroupDraft {
  const s: GroupDraft = { ...state };
  delete s.refusal;
  switch (action.type) {
    case 'add':
    case 'update':
    case 'remove':
    case 'duplicate':
    case 'move':
      return edit(s, action);
    case 'built': {
      if (s.status !== 'building')
        return refuse(state, 'COMPOSE_NOT_BUILDING', COMPOSE_MESSAGES.buildMismatch);
      const size = GroupSizeError.check(s.entries.length);
      if (size) return refuse(state, size.code, size.message);
      const n = s.entries.length;
      if (action.built.txids.length !== n || action.built.unsigned.length !== n) {
        return refuse(state, 'COMPOSE_BUILD_MISMATCH', COMPOSE_MESSAGES.buildMismatch);
      }
      return {
        ...s,
        status: 'built',
        built: action.built,
        signatures: Array.from({ length: n }, () => null),
      };
    }
    case 'signed': {
      if (s.status !== 'built' && s.status !== 'signed')
        return refuse(state, 'COMPOSE_NOT_BUILT', COMPOSE_MESSAGES.notBuilt);
      const n = s.entries.length;
      if (!Number.isInteger(action.position) || action.position < 0 || action.position >= n) {
        return refuse(state, 'COMPOSE_BAD_POSITION', COMPOSE_MESSAGES.badPosition(action.position + 1, n));
      }
      const mismatch = checkSignedTxn(
        s.built as BuiltGroup,
        action.position,
        action.signedTxn,
        action.impersonated === true,
      );
      if (mismatch !== undefined) return refuse(state, 'COMPOSE_WRONG_SIGNED_TXN', mismatch);
      // A multisig member's sub-signature joins those already collected for the position.
      const signedTxn = mergeSignedTxn(s.signatures[action.position] ?? null, action.signedTxn);
      const signatures = s.signatures.map((sig, i) => (i === action.position ? signedTxn : sig));
      return { ...s, signatures, status: signatures.every(signatureComplete) ? 'signed' : 'built' };
    }
    case 'submitted':
      if (s.status !== 'signed') return refuse(state, 'COMPOSE_NOT_SIGNED', COMPOSE_MESSAGES.notSigned);
      return { ...s, status: 'submitted', submittedAtRound: action.round };
    case 'committed':
      if (s.status !== 'submitted')
        return refuse(state, 'COMPOSE_NOT_SUBMITTED', COMPOSE_MESSAGES.notSubmitted);
      return {
        ...s,
        status: 'committed',
        confirmedRound: action.round,
        ...(action.created && action.created.length > 0 && { created: action.created }),
        ...(action.lastLogs && action.lastLogs.length > 0 && { lastLogs: action.lastLogs }),
      };
    case 'failed':
      if (s.status === 'building') return refuse(state, 'COMPOSE_NOT_BUILT', COMPOSE_MESSAGES.notBuilt);
      return { ...s, status: 'failed', error: action.error };
    case 'unbuild':
      if (s.status === 'submitted') return refuse(state, 'COMPOSE_IN_FLIGHT', COMPOSE_MESSAGES.inFlight);
      return toBuilding(s);
    case 'dismissRefusal':
      return s;
  }
}

type EditAction = Extract<ComposeAction, { type: 'add' | 'update' | 'remove' | 'duplicate' | 'move' }>;

function edit(s: GroupDraft, action: EditAction): GroupDraft {
  if (s.status === 'submitted') return refuse(s, 'COMPOSE_IN_FLIGHT', COMPOSE_MESSAGES.inFlight);
  const entries = [...s.entries];
  let nextId = s.nextId;
  const index = 'id' in action ? entries.findIndex((e) => e.id === action.id) : -1;
  if ('id' in action && index < 0) return refuse(s, 'COMPOSE_UNKNOWN_ENTRY', COMPOSE_MESSAGES.unknownEntry);
  switch (action.type) {
    case 'add':
    case 'duplicate': {
      if (entries.length >= MAX_GROUP_SIZE)
        return refuse(s, 'GROUP_TOO_LARGE', GROUP_MESSAGES.tooLarge(entries.length + 1));
      const draft = action.type === 'add' ? action.draft : structuredClone(entries[index]?.draft as TxnDraft);
      const entry = { id: `t${nextId++}`, draft };
      if (action.type === 'add') entries.push(entry);
      else entries.splice(index + 1, 0, entry);
      break;
    }
    case 'update':
      entries[index] = { id: action.id, draft: action.draft };
      break;
    case 'remove':
      entries.splice(index, 1);
      break;
    case 'move': {
      const to = Math.max(0, Math.min(entries.length - 1, Math.trunc(action.to)));
      const [moved] = entries.splice(index, 1);
      if (moved) entries.splice(to, 0, moved);
      break;
    }
  }
  return toBuilding({ ...s, entries, nextId });
}

function toBuilding(s: GroupDraft): GroupDraft {
  const out: GroupDraft = { ...s, status: 'building', signatures: [] };
  delete out.built;
  delete out.submittedAtRound;
  delete out.confirmedRound;
  delete out.created;
  delete out.lastLogs;
  delete out.error;
  return out;
}

function refuse(state: GroupDraft, code: string, message: string): GroupDraft {
  return { ...state, refusal: { code, message } };
}

import type algosdk from 'algosdk';
import { FIELD_MESSAGES as F } from './fieldMessages';
import type { FieldReader } from './FieldReader';
import type { KeyregDraft } from './TxnDraft';

/**
 * Online: all participation keys and their rounds. Offline: no keys. Non-participating: no keys
 * and the flag, which cannot be undone (the screen says so).
 */
export function readKeyregFields(
  r: FieldReader,
  d: KeyregDraft,
): algosdk.KeyRegistrationTransactionParams | undefined {
  if (d.mode === 'offline') return {};
  if (d.mode === 'nonparticipating') return { nonParticipation: true };
  const voteKey = r.fixedBytes('voteKey', d.voteKey, 32, true);
  const selectionKey = r.fixedBytes('selectionKey', d.selectionKey, 32, true);
  const stateProofKey = r.fixedBytes('stateProofKey', d.stateProofKey, 64, true);
  const voteFirst = r.uint64('voteFirst', d.voteFirst, true);
  const voteLast = r.uint64('voteLast', d.voteLast, true);
  const voteKeyDilution = r.uint64('keyDilution', d.keyDilution, true, 1n);
  if (voteFirst !== undefined && voteLast !== undefined && voteLast < voteFirst) {
    r.fail('voteLast', F.voteLastBeforeFirst);
  }
  if (!r.ok || voteKey === undefined || selectionKey === undefined || stateProofKey === undefined)
    return undefined;
  if (voteFirst === undefined || voteLast === undefined || voteKeyDilution === undefined) return undefined;
  return { voteKey, selectionKey, stateProofKey, voteFirst, voteLast, voteKeyDilution };
}

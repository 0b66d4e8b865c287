import type { IdxMultisig, IdxSignature } from '../indexer/indexerModels';
import type { JsonValue } from '../json/JsonValue';
import { describePQSig } from './pqSigView';
import { publicKeyToAddress } from './publicKeyToAddress';
import type { MultisigView, SignatureView } from './TransactionView';

function multisigView(raw: IdxMultisig): MultisigView {
  return {
    version: raw.version,
    threshold: raw.threshold,
    subsigners: (raw.subsignature ?? []).map((s) => ({
      address: publicKeyToAddress(s['public-key']) ?? s['public-key'],
      signed: typeof s.signature === 'string' && s.signature !== '',
    })),
  };
}

/** The indexer's `signature` object → which kind of signature authorised the transaction, and by whom. */
export function describeSignature(raw: IdxSignature | undefined): SignatureView {
  if (raw === undefined) return { kind: 'none' };
  if (typeof raw.sig === 'string' && raw.sig !== '') return { kind: 'single', signature: raw.sig };
  if (raw.multisig !== undefined) return { kind: 'multisig', multisig: multisigView(raw.multisig) };
  const pq = describePQSig(raw.pqsig as JsonValue | undefined);
  if (pq !== undefined) return { kind: 'pq', pq };
  const lsig = raw.logicsig;
  if (lsig !== undefined) {
    const lmsig = lsig['logic-multisig-signature'];
    const msig = lmsig ?? lsig['multisig-signature'];
    const base = { kind: 'logicsig' as const, program: lsig.logic, args: lsig.args ?? [] };
    if (msig !== undefined) {
      const form = lmsig !== undefined ? 'lmsig' : 'msig';
      return { ...base, delegation: 'multisig', multisig: multisigView(msig), multisigForm: form };
    }
    if (typeof lsig.signature === 'string' && lsig.signature !== '') return { ...base, delegation: 'single' };
    const delegatedPQ = describePQSig(lsig.pqsig as JsonValue | undefined);
    if (delegatedPQ !== undefined) return { ...base, delegation: 'pq', pq: delegatedPQ };
    return { ...base, delegation: 'contract' };
  }
  return { kind: 'none' };
}

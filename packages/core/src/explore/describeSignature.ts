import type { IdxMultisig, IdxSignature } from '../indexer/indexerModels';
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
  const lsig = raw.logicsig;
  if (lsig !== undefined) {
    const msig = lsig['multisig-signature'] ?? lsig['logic-multisig-signature'];
    const base = { kind: 'logicsig' as const, program: lsig.logic, args: lsig.args ?? [] };
    if (msig !== undefined) return { ...base, delegation: 'multisig', multisig: multisigView(msig) };
    if (typeof lsig.signature === 'string' && lsig.signature !== '') return { ...base, delegation: 'single' };
    return { ...base, delegation: 'contract' };
  }
  return { kind: 'none' };
}

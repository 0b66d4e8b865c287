import algosdk from 'algosdk';
import { FieldReader, type FieldErrors } from './FieldReader';
import { readAcfgFields } from './readAcfgFields';
import { readApplFields } from './readApplFields';
import { readCommonFields } from './readCommonFields';
import { readKeyregFields } from './readKeyregFields';
import { readAfrzFields, readAxferFields, readPayFields } from './readPayAndAssetFields';
import type { TxnDraft } from './TxnDraft';

export type ReadDraftResult =
  { ok: true; params: algosdk.TransactionParams } | { ok: false; errors: FieldErrors };

/**
 * Validates a draft against the product's rules and, when every field is right, returns the
 * parameters algosdk builds the transaction from. Every bad field gets its message at once.
 */
export function readTxnDraft(draft: TxnDraft, suggested: algosdk.SuggestedParams): ReadDraftResult {
  const r = new FieldReader();
  const common = readCommonFields(r, draft, suggested);
  const params = typeParams(r, draft);
  if (!r.ok || common === undefined || params === undefined) return { ok: false, errors: r.errors };
  return { ok: true, params: { ...common, ...params } };
}

function typeParams(
  r: FieldReader,
  d: TxnDraft,
): Omit<algosdk.TransactionParams, 'sender' | 'suggestedParams'> | undefined {
  switch (d.type) {
    case 'pay': {
      const p = readPayFields(r, d);
      return p && { type: algosdk.TransactionType.pay, paymentParams: p };
    }
    case 'axfer': {
      const p = readAxferFields(r, d);
      return p && { type: algosdk.TransactionType.axfer, assetTransferParams: p };
    }
    case 'acfg': {
      const p = readAcfgFields(r, d);
      return p && { type: algosdk.TransactionType.acfg, assetConfigParams: p };
    }
    case 'afrz': {
      const p = readAfrzFields(r, d);
      return p && { type: algosdk.TransactionType.afrz, assetFreezeParams: p };
    }
    case 'keyreg': {
      const p = readKeyregFields(r, d);
      return p && { type: algosdk.TransactionType.keyreg, keyregParams: p };
    }
    case 'appl': {
      const p = readApplFields(r, d);
      return p && { type: algosdk.TransactionType.appl, appCallParams: p };
    }
  }
}

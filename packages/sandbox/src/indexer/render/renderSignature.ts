import type algosdk from 'algosdk';
import type { JsonObject } from './Json';
import { b64, b64OmitZero } from './encode';

type EncodedMultisig = NonNullable<algosdk.SignedTransaction['msig']>;

function renderMultisig(msig: EncodedMultisig | undefined): JsonObject | undefined {
  if (msig === undefined) return undefined;
  return {
    subsignature: msig.subsig.map((s) => ({
      'public-key': b64OmitZero(s.pk),
      signature: b64OmitZero(s.s),
    })),
    threshold: msig.thr,
    version: msig.v,
  };
}

/** The `signature` object of a top-level transaction: `{}` when unsigned (inner or fee-less). */
export function renderSignature(stxn: algosdk.SignedTransaction): JsonObject {
  const out: JsonObject = {};
  const sig = b64OmitZero(stxn.sig);
  if (sig !== undefined) out.sig = sig;
  const msig = renderMultisig(stxn.msig);
  if (msig !== undefined) out.multisig = msig;
  const lsig = stxn.lsig;
  if (lsig !== undefined) {
    out.logicsig = {
      args: (lsig.args ?? []).map((a) => b64(a)),
      logic: b64(lsig.logic),
      'logic-multisig-signature': renderMultisig(lsig.lmsig),
      'multisig-signature': renderMultisig(lsig.msig),
      signature: b64OmitZero(lsig.sig),
    };
  }
  return out;
}

/** How the indexer classifies a signature: sig, msig or lsig (undefined for unsigned inner txns). */
export function sigTypeOf(stxn: algosdk.SignedTransaction): 'sig' | 'msig' | 'lsig' | undefined {
  if (stxn.sig !== undefined) return 'sig';
  if (stxn.msig !== undefined) return 'msig';
  if (stxn.lsig !== undefined) return 'lsig';
  return undefined;
}

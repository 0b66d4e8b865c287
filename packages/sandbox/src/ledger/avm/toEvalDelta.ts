import algosdk from 'algosdk';
import type { EvalApplyData, StateChange } from '../../avm/eval/EvalTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import { toApplyData } from '../block/toBlockTxn';
import { toAlgosdkTxn } from './toAlgosdkTxn';

const latin1 = (key: string) => new Uint8Array(Buffer.from(key, 'latin1'));

function valueDelta(c: StateChange): algosdk.ValueDelta {
  if (c.action === 'delete') return new algosdk.ValueDelta({ action: 3, bytes: new Uint8Array(), uint: 0n });
  return typeof c.value === 'bigint'
    ? new algosdk.ValueDelta({ action: 2, bytes: new Uint8Array(), uint: c.value })
    : new algosdk.ValueDelta({ action: 1, bytes: c.value, uint: 0n });
}

function kv(m: ReadonlyMap<string, StateChange>): Map<Uint8Array, algosdk.ValueDelta> {
  return new Map([...m].map(([k, c]) => [latin1(k), valueDelta(c)]));
}

/**
 * What a program run left in its apply data, as the block's EvalDelta: global and local deltas,
 * shared accounts, logs, and the inner transactions with their own apply data (created ids,
 * closing amounts from `drafts`, nested deltas). Undefined when there is nothing to record.
 */
export function toEvalDelta(
  ad: EvalApplyData,
  drafts: WeakMap<EvalApplyData, ApplyDataDraft>,
): algosdk.EvalDelta | undefined {
  const empty =
    ad.globalDelta.size === 0 &&
    ad.localDeltas.size === 0 &&
    ad.logs.length === 0 &&
    ad.innerTxns.length === 0 &&
    ad.sharedAccts.length === 0;
  if (empty) return undefined;
  return new algosdk.EvalDelta({
    globalDelta: kv(ad.globalDelta),
    localDeltas: new Map([...ad.localDeltas].map(([i, m]) => [i, kv(m)])),
    sharedAccts: ad.sharedAccts.map((a) => new algosdk.Address(a)),
    logs: ad.logs,
    innerTxns: ad.innerTxns.map((e) => {
      const draft: ApplyDataDraft = { ...drafts.get(e.ad) };
      if (e.ad.configAsset !== 0n) draft.configAsset = e.ad.configAsset;
      if (e.ad.applicationId !== 0n) draft.applicationID = e.ad.applicationId;
      const evalDelta = toEvalDelta(e.ad, drafts);
      if (evalDelta !== undefined) draft.evalDelta = evalDelta;
      return new algosdk.SignedTxnWithAD({
        signedTxn: new algosdk.SignedTransaction({ txn: toAlgosdkTxn(e.txn) }),
        applyData: toApplyData(draft),
      });
    }),
  });
}

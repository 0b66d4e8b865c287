import algosdk from 'algosdk';
import { encodeBin, encodeMap, mapEntries, mapEntry, type MapEntry } from '../../util/msgpackMap';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import { toApplyData, toBlockTxn } from './toBlockTxn';

const TRUE = new Uint8Array([0xc3]);

/**
 * A transaction's msgpack as the block stores it (`toBlockTxn`, encoded), built from the bytes it
 * was signed over instead of encoding it again: those are canonical (algosdk wrote them), so the
 * block's `txn` is them without `gen` and `gh`, next to `hgi`, the signature and the apply data,
 * keys sorted. Multisig and logic sigs (and replayed transactions, whose signed bytes are not
 * kept) take algosdk's encoder. `encodeBlockTxn.test.ts` checks both give the same bytes.
 */
export function encodeBlockTxn(p: PreparedTxn, ad: ApplyDataDraft): Uint8Array {
  const { stxn } = p;
  const txn = p.toSign.length > 2 ? mapEntries(p.toSign.subarray(2)) : undefined;
  if (txn === undefined || stxn.msig !== undefined || stxn.lsig !== undefined || stxn.pqsig !== undefined)
    return algosdk.encodeMsgpack(toBlockTxn(p, ad));
  const entries: MapEntry[] = [
    mapEntry('txn', encodeMap(txn.filter((e) => e.key !== 'gen' && e.key !== 'gh'))),
  ];
  if (txn.some((e) => e.key === 'gen')) entries.push(mapEntry('hgi', TRUE));
  if (stxn.sig !== undefined) entries.push(mapEntry('sig', encodeBin(stxn.sig)));
  if (stxn.sgnr !== undefined) entries.push(mapEntry('sgnr', encodeBin(stxn.sgnr.publicKey)));
  const hasApplyData =
    ad.closingAmount !== undefined ||
    ad.assetClosingAmount !== undefined ||
    ad.configAsset !== undefined ||
    ad.applicationID !== undefined ||
    ad.evalDelta !== undefined;
  if (hasApplyData) {
    const applied = mapEntries(algosdk.encodeMsgpack(toApplyData(ad)));
    if (applied === undefined) return algosdk.encodeMsgpack(toBlockTxn(p, ad));
    entries.push(...applied);
  }
  return encodeMap(entries);
}

import algosdk from 'algosdk';
import { bytesToBase64, bytesToHex } from '../txn/decodeBytesText';
import type { ApplDraft, OnCompleteName } from '../txn/TxnDraft';

const ON_COMPLETE: Record<number, OnCompleteName> = {
  [algosdk.OnApplicationComplete.NoOpOC]: 'noop',
  [algosdk.OnApplicationComplete.OptInOC]: 'optIn',
  [algosdk.OnApplicationComplete.CloseOutOC]: 'closeOut',
  [algosdk.OnApplicationComplete.ClearStateOC]: 'clearState',
  [algosdk.OnApplicationComplete.UpdateApplicationOC]: 'update',
  [algosdk.OnApplicationComplete.DeleteApplicationOC]: 'delete',
};

/** µAlgo → ALGO as the studio's fee field takes it ("0.003"). */
function algoText(micro: bigint): string {
  const whole = micro / 1_000_000n;
  const frac = (micro % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return frac === '' ? String(whole) : `${whole}.${frac}`;
}

/**
 * A built app call → the studio's draft of it: the same programs, schema, arguments (ABI-encoded
 * bytes as `hex:`), references and boxes. Validity rounds are left empty (the studio takes fresh
 * ones); a fee that was raised to cover inner transactions stays as a flat fee.
 */
export function applDraftOf(txn: algosdk.Transaction, suggestedMinFee = 1000n): ApplDraft {
  const c = txn.applicationCall;
  if (c === undefined) throw new TypeError('not an application call');
  const flat = txn.fee > suggestedMinFee;
  const schemaText = (n: number | undefined) => (n === undefined || n === 0 ? '' : String(n));
  return {
    type: 'appl',
    sender: txn.sender.toString(),
    feeMode: flat ? 'flat' : 'suggested',
    flatFee: flat ? algoText(txn.fee) : '',
    firstValid: '',
    lastValid: '',
    note: txn.note.length === 0 ? '' : bytesToBase64(txn.note),
    noteEncoding: 'base64',
    lease: '',
    rekeyTo: '',
    onComplete: ON_COMPLETE[c.onComplete] ?? 'noop',
    appId: c.appIndex === 0n ? '' : String(c.appIndex),
    approvalProgram: c.approvalProgram.length === 0 ? '' : bytesToBase64(c.approvalProgram),
    clearProgram: c.clearProgram.length === 0 ? '' : bytesToBase64(c.clearProgram),
    globalInts: schemaText(c.numGlobalInts),
    globalBytes: schemaText(c.numGlobalByteSlices),
    localInts: schemaText(c.numLocalInts),
    localBytes: schemaText(c.numLocalByteSlices),
    extraPages: schemaText(c.extraPages),
    args: c.appArgs.map((a) => `hex:${bytesToHex(a)}`),
    accounts: c.accounts.map((a) => a.toString()),
    foreignAssets: c.foreignAssets.map(String),
    foreignApps: c.foreignApps.map(String),
    boxes: c.boxes.map((b) => ({
      appId: b.appIndex === 0n || b.appIndex === c.appIndex ? '' : String(b.appIndex),
      name: `hex:${bytesToHex(b.name)}`,
    })),
  };
}

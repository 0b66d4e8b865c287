import type algosdk from 'algosdk';
import { microAlgoText } from '../catalogue/microAlgoText';
import { bytesToBase64 } from '../txn/decodeBytesText';
import type { ReadableField } from './ReadableTxn';

const ON_COMPLETE = ['NoOp', 'OptIn', 'CloseOut', 'ClearState', 'UpdateApplication', 'DeleteApplication'];

/** The type-specific fields of a transaction as label/value pairs; absent fields are left out. */
export function typeFields(t: algosdk.Transaction): ReadableField[] {
  const f: ReadableField[] = [];
  const add = (label: string, value: { toString(): string } | undefined): void => {
    if (value !== undefined) f.push({ label, value: value.toString() });
  };
  if (t.payment) {
    add('Receiver', t.payment.receiver);
    add('Amount', microAlgoText(t.payment.amount));
    add('Close remainder to', t.payment.closeRemainderTo);
  } else if (t.assetTransfer) {
    const x = t.assetTransfer;
    add('Asset', x.assetIndex);
    add('Kind', assetTransferKind(t));
    add('Amount (base units)', x.amount);
    add('Receiver', x.receiver);
    add('Clawback from', x.assetSender);
    add('Close to', x.closeRemainderTo);
  } else if (t.assetConfig) {
    const c = t.assetConfig;
    add('Asset', c.assetIndex === 0n ? 'new asset' : c.assetIndex);
    if (c.assetIndex === 0n) {
      add('Total (base units)', c.total);
      add('Decimals', c.decimals);
      add('Default frozen', c.defaultFrozen ? 'yes' : 'no');
      add('Unit name', c.unitName);
      add('Name', c.assetName);
      add('URL', c.assetURL);
      add('Metadata hash', c.assetMetadataHash && bytesToBase64(c.assetMetadataHash));
    }
    add('Manager', c.manager);
    add('Reserve', c.reserve);
    add('Freeze', c.freeze);
    add('Clawback', c.clawback);
  } else if (t.assetFreeze) {
    add('Asset', t.assetFreeze.assetIndex);
    add('Account', t.assetFreeze.freezeAccount);
    add('Action', t.assetFreeze.frozen ? 'freeze' : 'unfreeze');
  } else if (t.keyreg) {
    const k = t.keyreg;
    add('Status', k.nonParticipation ? 'non-participating' : k.voteKey ? 'online' : 'offline');
    add('Vote key', k.voteKey && bytesToBase64(k.voteKey));
    add('Selection key', k.selectionKey && bytesToBase64(k.selectionKey));
    add('State proof key', k.stateProofKey && bytesToBase64(k.stateProofKey));
    add('Vote first', k.voteFirst);
    add('Vote last', k.voteLast);
    add('Key dilution', k.voteKeyDilution);
  } else if (t.applicationCall) {
    applFields(t.applicationCall, add);
  }
  return f;
}

function assetTransferKind(t: algosdk.Transaction): string {
  const x = t.assetTransfer as algosdk.AssetTransferTransactionFields;
  if (x.assetSender) return 'clawback';
  if (x.closeRemainderTo) return 'opt-out (close)';
  if (x.amount === 0n && x.receiver.equals(t.sender)) return 'opt-in';
  return 'transfer';
}

function applFields(
  a: algosdk.ApplicationTransactionFields,
  add: (label: string, value: { toString(): string } | undefined) => void,
): void {
  add('Application', a.appIndex === 0n ? 'new application' : a.appIndex);
  add('On completion', ON_COMPLETE[a.onComplete] ?? String(a.onComplete));
  a.appArgs.forEach((arg, i) => add(`Argument ${i}`, bytesToBase64(arg)));
  a.accounts.forEach((acc, i) => add(`Account ${i + 1}`, acc));
  a.foreignApps.forEach((app, i) => add(`Foreign app ${i + 1}`, app));
  a.foreignAssets.forEach((asset, i) => add(`Foreign asset ${i + 1}`, asset));
  // On the wire a box of the called app names app 0.
  a.boxes.forEach((b, i) =>
    add(
      `Box ${i + 1}`,
      `${b.appIndex === 0n ? 'this app' : `app ${b.appIndex}`}, name ${bytesToBase64(b.name)}`,
    ),
  );
  if (a.approvalProgram.length > 0) add('Approval program', `${a.approvalProgram.length} bytes`);
  if (a.clearProgram.length > 0) add('Clear program', `${a.clearProgram.length} bytes`);
  if (a.appIndex === 0n) {
    add('Global schema', `${a.numGlobalInts} uints, ${a.numGlobalByteSlices} byte slices`);
    add('Local schema', `${a.numLocalInts} uints, ${a.numLocalByteSlices} byte slices`);
    if (a.extraPages > 0) add('Extra pages', a.extraPages);
  }
}

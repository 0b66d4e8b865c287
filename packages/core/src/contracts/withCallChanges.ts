import algosdk from 'algosdk';
import type { AccessRef, CallRefs, RefsAdded } from './placeResources';

/** An app call's references as placeResources reads them (`access` only when it has an access list). */
export function callRefsOf(txn: algosdk.Transaction): CallRefs | undefined {
  const c = txn.applicationCall;
  if (txn.type !== algosdk.TransactionType.appl || c === undefined) return undefined;
  const sender = txn.sender.toString();
  return {
    appId: c.appIndex,
    sender,
    accounts: c.accounts.map(String),
    apps: [...c.foreignApps],
    assets: [...c.foreignAssets],
    boxes: c.boxes.map((b) => ({ app: b.appIndex, name: b.name })),
    ...(c.access.length > 0 && { access: c.access.map((r) => accessRefOf(r, sender, c.appIndex)) }),
  };
}

function accessRefOf(r: algosdk.TransactionResourceReference, sender: string, appId: bigint): AccessRef {
  const who = (a: algosdk.Address) =>
    a.toString() === algosdk.ALGORAND_ZERO_ADDRESS_STRING ? sender : a.toString();
  if (r.holding !== undefined)
    return { kind: 'holding', address: who(r.holding.address), id: r.holding.assetIndex };
  if (r.locals !== undefined)
    return {
      kind: 'locals',
      address: who(r.locals.address),
      id: r.locals.appIndex === 0n ? appId : r.locals.appIndex,
    };
  if (r.box !== undefined) return { kind: 'box', app: r.box.appIndex, name: r.box.name };
  if (r.assetIndex !== undefined) return { kind: 'asset', id: r.assetIndex };
  if (r.appIndex !== undefined) return { kind: 'app', id: r.appIndex };
  return { kind: 'address', address: r.address?.toString() ?? sender };
}

/** algosdk's form of an entry: the sender and the called app by their implicit index (zero address, app 0). */
export function resourceReferenceOf(r: AccessRef, sender: string, appId: bigint): algosdk.ResourceReference {
  const who = (a: string) => (a === sender ? algosdk.ALGORAND_ZERO_ADDRESS_STRING : a);
  switch (r.kind) {
    case 'address':
      return { address: r.address };
    case 'asset':
      return { assetIndex: r.id };
    case 'app':
      return { appIndex: r.id };
    case 'holding':
      return { holding: { address: who(r.address), assetIndex: r.id } };
    case 'locals':
      return { locals: { address: who(r.address), appIndex: r.id === appId ? 0n : r.id } };
    case 'box':
      return { box: { appIndex: r.app === appId ? 0n : r.app, name: r.name } };
  }
}

/**
 * The transaction with a new fee and/or more references (an app call's arrays or access list),
 * without its group id: the caller groups the changed group again. Every other field is kept.
 */
export function withCallChanges(
  txn: algosdk.Transaction,
  change: { fee?: bigint; added?: RefsAdded },
): algosdk.Transaction {
  const copy = algosdk.decodeUnsignedTransaction(algosdk.encodeUnsignedTransaction(txn));
  delete copy.group;
  const added = change.added;
  const c = copy.applicationCall;
  let out = copy;
  if (c !== undefined && added !== undefined) {
    const sender = copy.sender.toString();
    const access = [...c.access.map((r) => accessRefOf(r, sender, c.appIndex)), ...added.access];
    out = new algosdk.Transaction({
      type: algosdk.TransactionType.appl,
      sender: copy.sender,
      ...(copy.note.length > 0 && { note: copy.note }),
      ...(copy.lease !== undefined && copy.lease.length > 0 && { lease: copy.lease }),
      ...(copy.rekeyTo !== undefined && { rekeyTo: copy.rekeyTo }),
      suggestedParams: {
        flatFee: true,
        fee: copy.fee,
        minFee: 0n,
        firstValid: copy.firstValid,
        lastValid: copy.lastValid,
        ...(copy.genesisID !== undefined && { genesisID: copy.genesisID }),
        ...(copy.genesisHash !== undefined && { genesisHash: copy.genesisHash }),
      },
      appCallParams: {
        appIndex: c.appIndex,
        onComplete: c.onComplete,
        numLocalInts: c.numLocalInts,
        numLocalByteSlices: c.numLocalByteSlices,
        numGlobalInts: c.numGlobalInts,
        numGlobalByteSlices: c.numGlobalByteSlices,
        extraPages: c.extraPages,
        approvalProgram: c.approvalProgram,
        clearProgram: c.clearProgram,
        appArgs: [...c.appArgs],
        accounts: [...c.accounts, ...added.accounts],
        foreignApps: [...c.foreignApps, ...added.apps],
        foreignAssets: [...c.foreignAssets, ...added.assets],
        boxes: [...c.boxes, ...added.boxes.map((b) => ({ appIndex: b.app, name: b.name }))],
        ...(access.length > 0 && { access: access.map((r) => resourceReferenceOf(r, sender, c.appIndex)) }),
        rejectVersion: c.rejectVersion,
      },
    });
  }
  if (change.fee !== undefined) out.fee = change.fee;
  return out;
}

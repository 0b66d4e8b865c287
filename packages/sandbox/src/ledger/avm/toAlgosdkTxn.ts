import algosdk from 'algosdk';
import type { EvalTxn } from '../../avm/eval/EvalTxn';

const utf8 = new TextDecoder();

function isZero(a: Uint8Array): boolean {
  return a.every((b) => b === 0);
}

/** `{[key]: address}` when the address is set, else nothing (algosdk omits unset addresses). */
function addrField<K extends string>(key: K, a: Uint8Array): Partial<Record<K, algosdk.Address>> {
  return isZero(a) ? {} : ({ [key]: new algosdk.Address(a) } as Record<K, algosdk.Address>);
}

function optBytes(a: Uint8Array): Uint8Array | undefined {
  return a.length === 0 || isZero(a) ? undefined : a;
}

/**
 * An inner transaction (built by `itxn_field`) as the algosdk transaction the ledger's rules apply
 * and blocks record. Inner transactions carry no genesis id or hash, as in go-algorand's blocks.
 */
export function toAlgosdkTxn(t: EvalTxn): algosdk.Transaction {
  const base = {
    sender: new algosdk.Address(t.sender),
    suggestedParams: {
      fee: t.fee,
      flatFee: true,
      minFee: 0,
      firstValid: t.firstValid,
      lastValid: t.lastValid,
    },
    ...(t.note.length > 0 && { note: t.note }),
    ...(optBytes(t.lease) && { lease: t.lease }),
    ...addrField('rekeyTo', t.rekeyTo),
  };
  let txn: algosdk.Transaction;
  switch (t.type) {
    case 'pay':
      txn = new algosdk.Transaction({
        ...base,
        type: algosdk.TransactionType.pay,
        paymentParams: {
          receiver: new algosdk.Address(t.receiver),
          amount: t.amount,
          ...addrField('closeRemainderTo', t.closeRemainderTo),
        },
      });
      break;
    case 'keyreg':
      txn = new algosdk.Transaction({
        ...base,
        type: algosdk.TransactionType.keyreg,
        keyregParams: {
          ...(optBytes(t.votePK) && {
            voteKey: t.votePK,
            selectionKey: t.selectionPK,
            stateProofKey: t.stateProofPK,
            voteFirst: t.voteFirst,
            voteLast: t.voteLast,
            voteKeyDilution: t.voteKeyDilution,
          }),
          nonParticipation: t.nonparticipation,
        },
      });
      break;
    case 'axfer':
      txn = new algosdk.Transaction({
        ...base,
        type: algosdk.TransactionType.axfer,
        assetTransferParams: {
          assetIndex: t.xferAsset,
          amount: t.assetAmount,
          receiver: new algosdk.Address(t.assetReceiver),
          ...addrField('assetSender', t.assetSender),
          ...addrField('closeRemainderTo', t.assetCloseTo),
        },
      });
      break;
    case 'acfg': {
      const p = t.assetParams;
      txn = new algosdk.Transaction({
        ...base,
        type: algosdk.TransactionType.acfg,
        assetConfigParams: {
          assetIndex: t.configAsset,
          ...(t.configAsset === 0n && {
            total: p.total,
            decimals: p.decimals,
            defaultFrozen: p.defaultFrozen,
            ...(p.unitName.length > 0 && { unitName: utf8.decode(p.unitName) }),
            ...(p.assetName.length > 0 && { assetName: utf8.decode(p.assetName) }),
            ...(p.url.length > 0 && { assetURL: utf8.decode(p.url) }),
            ...(optBytes(p.metadataHash) && { assetMetadataHash: p.metadataHash }),
          }),
          ...addrField('manager', p.manager),
          ...addrField('reserve', p.reserve),
          ...addrField('freeze', p.freeze),
          ...addrField('clawback', p.clawback),
        },
      });
      break;
    }
    case 'afrz':
      txn = new algosdk.Transaction({
        ...base,
        type: algosdk.TransactionType.afrz,
        assetFreezeParams: {
          assetIndex: t.freezeAsset,
          freezeTarget: new algosdk.Address(t.freezeAccount),
          frozen: t.assetFrozen,
        },
      });
      break;
    case 'appl':
      txn = new algosdk.Transaction({
        ...base,
        type: algosdk.TransactionType.appl,
        appCallParams: {
          appIndex: t.applicationId,
          onComplete: Number(t.onCompletion) as algosdk.OnApplicationComplete,
          numGlobalInts: t.globalNumUint,
          numGlobalByteSlices: t.globalNumByteSlice,
          numLocalInts: t.localNumUint,
          numLocalByteSlices: t.localNumByteSlice,
          extraPages: t.extraProgramPages,
          ...(t.approvalProgram.length > 0 && { approvalProgram: t.approvalProgram }),
          ...(t.clearStateProgram.length > 0 && { clearProgram: t.clearStateProgram }),
          appArgs: t.applicationArgs,
          accounts: t.accounts.map((a) => new algosdk.Address(a)),
          foreignApps: t.foreignApps,
          foreignAssets: t.foreignAssets,
          ...(t.rejectVersion > 0n && { rejectVersion: t.rejectVersion }),
        },
      });
      break;
    default:
      throw new Error(`inner transactions of type ${t.type} are not supported by the sandbox`);
  }
  if (!isZero(t.group)) txn.group = t.group;
  return txn;
}

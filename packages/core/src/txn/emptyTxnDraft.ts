import type { CommonDraftFields, TxnDraft, TxnDraftType } from './TxnDraft';

function common(sender: string): CommonDraftFields {
  return {
    sender,
    feeMode: 'suggested',
    flatFee: '',
    firstValid: '',
    lastValid: '',
    note: '',
    noteEncoding: 'text',
    lease: '',
    rekeyTo: '',
  };
}

/** A fresh draft of a type, every field empty (what the "add transaction" menu creates). */
export function emptyTxnDraft(type: TxnDraftType, sender = ''): TxnDraft {
  const c = common(sender);
  switch (type) {
    case 'pay':
      return { ...c, type, receiver: '', amount: '', closeRemainderTo: '' };
    case 'axfer':
      return {
        ...c,
        type,
        mode: 'transfer',
        assetId: '',
        decimals: 0,
        receiver: '',
        amount: '',
        closeTo: '',
        clawbackFrom: '',
      };
    case 'acfg':
      return {
        ...c,
        type,
        mode: 'create',
        assetId: '',
        total: '',
        decimals: '0',
        defaultFrozen: false,
        unitName: '',
        assetName: '',
        url: '',
        metadataHash: '',
        manager: sender,
        reserve: sender,
        freeze: sender,
        clawback: sender,
      };
    case 'afrz':
      return { ...c, type, assetId: '', target: '', frozen: true };
    case 'keyreg':
      return {
        ...c,
        type,
        mode: 'online',
        voteKey: '',
        selectionKey: '',
        stateProofKey: '',
        voteFirst: '',
        voteLast: '',
        keyDilution: '',
      };
    case 'appl':
      return {
        ...c,
        type,
        onComplete: 'noop',
        appId: '',
        approvalProgram: '',
        clearProgram: '',
        globalInts: '0',
        globalBytes: '0',
        localInts: '0',
        localBytes: '0',
        extraPages: '0',
        args: [],
        accounts: [],
        foreignAssets: [],
        foreignApps: [],
        boxes: [],
      };
  }
}

import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { emptyTxnDraft } from './emptyTxnDraft';
import { ACCESS_MESSAGES as M, emptyAccessDraft, type AccessDraft } from './readAccessList';
import { readTxnDraft } from './readTxnDraft';
import type { ApplDraft } from './TxnDraft';

const A = algosdk.generateAccount().addr.toString();
const B = algosdk.generateAccount().addr.toString();
const P: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 100,
  lastValid: 1100,
  genesisID: 'x',
  genesisHash: new Uint8Array(32),
};
const entry = (kind: AccessDraft['kind'], patch: Partial<AccessDraft> = {}) => ({
  ...emptyAccessDraft(kind),
  ...patch,
});

function read(patch: Partial<ApplDraft>) {
  return readTxnDraft({ ...(emptyTxnDraft('appl', A) as ApplDraft), appId: '9', ...patch }, P);
}

describe('the studio’s access list and reject version (go: data/transactions/application.go wellFormed)', () => {
  it('builds an app call whose `al` holds each typed entry, and its `aprv`', () => {
    const result = read({
      access: [
        entry('address', { address: B }),
        entry('asset', { id: '7' }),
        entry('app', { id: '11' }),
        entry('holding', { id: '7' }),
        entry('locals', { address: B, id: '' }),
        entry('box', { id: '', name: 'str:vault' }),
        entry('quota'),
      ],
      rejectVersion: '3',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const txn = new algosdk.Transaction(result.params);
    expect(txn.applicationCall?.rejectVersion).toBe(3);
    // Through msgpack and back, as the node reads it: the same resources.
    const back = algosdk.decodeUnsignedTransaction(txn.toByte()).applicationCall;
    expect(back?.access.length).toBe(7);
    expect(back?.access[0]?.address?.toString()).toBe(B);
    // A blank address is the sender: index 0 (go: HoldingRef.Resolve), decoded as the zero address.
    expect(back?.access[3]?.holding?.address.toString()).toBe(algosdk.ALGORAND_ZERO_ADDRESS_STRING);
    expect(back?.access[3]?.holding?.assetIndex).toBe(7n);
    expect(back?.access[5]?.box?.name).toEqual(new TextEncoder().encode('vault'));
  });

  it('marks each bad entry at its field, with go’s rules', () => {
    const bad = read({
      access: [entry('address', { address: 'XYZ' }), entry('asset', { id: '0' }), entry('box', { name: '' })],
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(Object.keys(bad.errors).sort()).toEqual(['access.0.address', 'access.1.id', 'access.2.name']);
    expect(bad.errors['access.2.name']).toBe(M.boxName);

    const beside = read({ access: [entry('quota')], accounts: [B] });
    expect(beside.ok ? {} : beside.errors).toEqual({ access: M.notBeside });

    const many = read({
      access: Array.from({ length: 9 }, (_, i) => entry('holding', { id: String(i + 1) })),
    });
    // 9 assets and 9 holdings: 18 > MaxAppAccess (16, config/consensus.go v41).
    expect(many.ok ? {} : many.errors).toEqual({ access: M.tooLong(18) });

    const create = read({
      appId: '',
      approvalProgram: 'CoEBQw==',
      clearProgram: 'CoEBQw==',
      rejectVersion: '1',
    });
    expect(create.ok ? {} : create.errors).toEqual({ rejectVersion: M.rejectOnCreate });
    expect(read({ rejectVersion: '0' }).ok).toBe(true);
  });
});

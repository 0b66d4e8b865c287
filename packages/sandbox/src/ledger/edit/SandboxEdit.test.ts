import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MAX_EDIT_NOTE, makeEditTxn, unlockedEdits } from './makeEditTxn';
import { decodeSandboxEdit, encodeSandboxEdit, readSandboxEdit, type SandboxEdit } from './SandboxEdit';

const editor = algosdk.generateAccount().addr.toString();
const other = algosdk.generateAccount().addr.toString();
const chain = { editor, round: 5n, genesisId: 'sandnet-v1', genesisHash: new Uint8Array(32).fill(7) };
const bytes = (text: string) => new TextEncoder().encode(text);

const edits: SandboxEdit[] = [
  { kind: 'holding', address: other, asset: 12n, amount: 18446744073709551615n, frozen: true },
  { kind: 'holding', address: other, asset: 12n, frozen: false },
  {
    kind: 'global',
    app: 3n,
    set: [
      { key: bytes('n'), value: { type: 2, uint: 42n } },
      { key: new Uint8Array([0, 255]), value: { type: 1, bytes: new Uint8Array([1, 2, 3]) } },
    ],
    delete: [bytes('old')],
  },
  { kind: 'local', address: other, app: 3n, set: [], delete: [bytes('x')] },
  { kind: 'box', app: 3n, name: bytes('b'), size: 10, offset: 0, bytes: new Uint8Array([9]) },
  { kind: 'box-delete', app: 3n, name: bytes('b') },
  { kind: 'unlocked', txids: ['A'.repeat(52)] },
];

describe('sandbox edits', () => {
  it('round-trip through their note', () => {
    for (const edit of edits) expect(decodeSandboxEdit(encodeSandboxEdit(edit, '1'))).toEqual(edit);
  });

  it('are read only from a 0-Algo payment of the editor to itself', () => {
    const edit = edits[0] as SandboxEdit;
    expect(readSandboxEdit(makeEditTxn(edit, chain), editor)).toEqual(edit);
    expect(readSandboxEdit(makeEditTxn(edit, chain), other)).toBeUndefined();
    expect(readSandboxEdit(makeEditTxn(edit, chain), undefined)).toBeUndefined();
    const selfPay = (amount: number, note: Uint8Array) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: editor,
        receiver: editor,
        amount,
        note,
        suggestedParams: {
          fee: 1000n,
          minFee: 1000n,
          firstValid: 1n,
          lastValid: 2n,
          genesisHash: chain.genesisHash,
        },
      });
    expect(readSandboxEdit(selfPay(1, encodeSandboxEdit(edit)), editor)).toBeUndefined();
    expect(readSandboxEdit(selfPay(0, bytes('hello')), editor)).toBeUndefined();
  });

  it('vouch for many txids in notes that each fit', () => {
    const txids = Array.from({ length: 100 }, (_, i) => String(i).padStart(52, 'T'));
    const vouching = unlockedEdits(txids);
    expect(vouching.length).toBeGreaterThan(1);
    expect(vouching.flatMap((e) => (e.kind === 'unlocked' ? e.txids : []))).toEqual(txids);
    for (const e of vouching) expect(encodeSandboxEdit(e).length).toBeLessThanOrEqual(MAX_EDIT_NOTE);
  });
});

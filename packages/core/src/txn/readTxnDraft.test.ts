import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { emptyTxnDraft } from './emptyTxnDraft';
import { FIELD_MESSAGES as F } from './fieldMessages';
import { readTxnDraft } from './readTxnDraft';
import type { TxnDraft } from './TxnDraft';

const A = algosdk.generateAccount().addr.toString();
const P: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 100,
  lastValid: 1100,
  genesisID: 'x',
  genesisHash: new Uint8Array(32),
};

function errors(d: Partial<TxnDraft> & { type: TxnDraft['type'] }): Record<string, string> {
  const r = readTxnDraft({ ...emptyTxnDraft(d.type, A), ...d } as TxnDraft, P);
  return r.ok ? {} : r.errors;
}

describe('readTxnDraft field errors', () => {
  it('marks every bad field at once', () => {
    expect(errors({ type: 'pay', sender: '', receiver: 'ABC', amount: '-1' })).toEqual({
      sender: F.required,
      receiver: F.addressLength(3),
      amount: F.amountNegative,
    });
  });

  it('tells a mistyped address (checksum) from a wrong length and a wrong alphabet', () => {
    const bad = (A.startsWith('A') ? 'B' : 'A') + A.slice(1);
    expect(errors({ type: 'pay', receiver: bad, amount: '1' })).toEqual({ receiver: F.addressChecksum });
    expect(errors({ type: 'pay', receiver: A.toLowerCase(), amount: '1' })).toEqual({ receiver: F.address });
  });

  it('checks amounts: decimals of ALGO and of the asset, uint64, format', () => {
    expect(errors({ type: 'pay', receiver: A, amount: '0.0000001' })).toEqual({
      amount: F.amountDecimals(6),
    });
    expect(errors({ type: 'pay', receiver: A, amount: '18446744073709.551616' })).toEqual({
      amount: F.amountTooLarge,
    });
    expect(errors({ type: 'pay', receiver: A, amount: '18446744073709.551615' })).toEqual({});
    expect(errors({ type: 'pay', receiver: A, amount: '1e3' })).toEqual({ amount: F.amountFormat });
    expect(errors({ type: 'axfer', assetId: '5', decimals: 0, receiver: A, amount: '1.5' })).toEqual({
      amount: F.amountDecimals(0),
    });
    expect(errors({ type: 'axfer', assetId: '5', decimals: 2, receiver: A, amount: '1.50' })).toEqual({});
    expect(errors({ type: 'axfer', assetId: '', receiver: A, amount: '1' })).toEqual({ assetId: F.required });
  });

  it('limits the note to 1024 bytes, counting UTF-8 bytes', () => {
    expect(errors({ type: 'pay', receiver: A, amount: '1', note: 'é'.repeat(512) })).toEqual({});
    expect(errors({ type: 'pay', receiver: A, amount: '1', note: 'é'.repeat(513) })).toEqual({
      note: F.noteTooLong(1026),
    });
    expect(
      errors({ type: 'pay', receiver: A, amount: '1', note: '{"a":', noteEncoding: 'json' }).note,
    ).toMatch(/^Not valid JSON: /);
    expect(errors({ type: 'pay', receiver: A, amount: '1', note: 'a*b', noteEncoding: 'base64' })).toEqual({
      note: F.noteBase64,
    });
  });

  it('wants a lease of exactly 32 bytes', () => {
    expect(errors({ type: 'pay', receiver: A, amount: '1', lease: 'AQID' })).toEqual({
      lease: F.bytesLength(32, 3),
    });
    expect(errors({ type: 'pay', receiver: A, amount: '1', lease: '00'.repeat(32) })).toEqual({});
    expect(errors({ type: 'pay', receiver: A, amount: '1', lease: '!!' })).toEqual({
      lease: F.bytesEncoding,
    });
  });

  it('checks the valid rounds: last not before first, at most 1000 apart', () => {
    expect(errors({ type: 'pay', receiver: A, amount: '1', firstValid: '10', lastValid: '9' })).toEqual({
      lastValid: F.lastBeforeFirst,
    });
    expect(errors({ type: 'pay', receiver: A, amount: '1', firstValid: '10', lastValid: '1011' })).toEqual({
      lastValid: F.windowTooLong(1001n),
    });
    expect(errors({ type: 'pay', receiver: A, amount: '1', firstValid: '10', lastValid: '1010' })).toEqual(
      {},
    );
    expect(errors({ type: 'pay', receiver: A, amount: '1', firstValid: '1.5' })).toEqual({
      firstValid: F.wholeNumber,
    });
    expect(errors({ type: 'pay', receiver: A, amount: '1', firstValid: '-5' })).toEqual({
      firstValid: F.uint64,
    });
  });

  it('checks a flat fee in ALGO', () => {
    expect(errors({ type: 'pay', receiver: A, amount: '1', feeMode: 'flat', flatFee: '' })).toEqual({
      flatFee: F.required,
    });
    const r = readTxnDraft(
      { ...emptyTxnDraft('pay', A), receiver: A, amount: '1', feeMode: 'flat', flatFee: '0' } as TxnDraft,
      P,
    );
    expect(r.ok && [r.params.suggestedParams.fee, r.params.suggestedParams.flatFee]).toEqual([0n, true]);
  });

  it('refuses closing to the sender itself', () => {
    expect(errors({ type: 'pay', receiver: A, amount: '0', closeRemainderTo: A })).toEqual({
      closeRemainderTo: F.closeToSelf,
    });
  });

  it('checks asset creation limits', () => {
    expect(errors({ type: 'acfg', total: '1', decimals: '20' })).toEqual({ decimals: F.range(0, 19) });
    expect(errors({ type: 'acfg', total: '1.001', decimals: '2' })).toEqual({ total: F.amountDecimals(2) });
    expect(errors({ type: 'acfg', total: '1', unitName: 'NINECHARS' })).toEqual({
      unitName: F.textTooLong(8, 9),
    });
    expect(errors({ type: 'acfg', total: '1', metadataHash: 'AAE=' })).toEqual({
      metadataHash: F.bytesLength(32, 2),
    });
    expect(errors({ type: 'acfg', total: '1', manager: 'x' })).toEqual({ manager: F.addressLength(1) });
  });

  it('wants every key and round to go online', () => {
    expect(Object.keys(errors({ type: 'keyreg', mode: 'online' })).sort()).toEqual([
      'keyDilution',
      'selectionKey',
      'stateProofKey',
      'voteFirst',
      'voteKey',
      'voteLast',
    ]);
    expect(
      errors({
        type: 'keyreg',
        mode: 'online',
        voteKey: '00'.repeat(32),
        selectionKey: '00'.repeat(32),
        stateProofKey: '00'.repeat(32),
        voteFirst: '5',
        voteLast: '4',
        keyDilution: '1',
      }),
    ).toEqual({
      stateProofKey: F.bytesLength(64, 32),
      voteLast: F.voteLastBeforeFirst,
    });
  });

  it('checks application calls: create shapes, programs, arguments, references', () => {
    expect(errors({ type: 'appl', onComplete: 'delete' })).toEqual({
      appId: F.needsExistingApp,
      approvalProgram: F.required,
      clearProgram: F.required,
    });
    expect(errors({ type: 'appl', appId: '1', args: ['int:-1', 'hex:0', 'addr:nope'] })).toEqual({
      'args.0': F.argInt,
      'args.1': F.argFormat,
      'args.2': F.address,
    });
    expect(errors({ type: 'appl', appId: '1', args: Array.from({ length: 17 }, () => 'a') })).toEqual({
      args: F.tooManyArgs,
    });
    expect(errors({ type: 'appl', appId: '1', args: ['x'.repeat(2049)] })).toEqual({
      args: F.argsTooLong(2049),
    });
    expect(errors({ type: 'appl', appId: '1', accounts: [A, A, A, A, A] })).toEqual({
      accounts: F.tooManyAccounts,
    });
    expect(
      errors({
        type: 'appl',
        appId: '1',
        foreignAssets: ['1', '2', '3', '4', '5'],
        foreignApps: ['1', '2', '3', '4'],
      }),
    ).toEqual({ references: F.tooManyReferences(9) });
    expect(errors({ type: 'appl', appId: '1', foreignApps: ['0'] })).toEqual({
      'foreignApps.0': F.range(1, 18446744073709551615n),
    });
    expect(errors({ type: 'appl', approvalProgram: 'AQ==', clearProgram: 'AQ==', extraPages: '4' })).toEqual({
      extraPages: F.range(0, 3),
    });
    const big = btoa('x'.repeat(2048));
    expect(errors({ type: 'appl', approvalProgram: big, clearProgram: 'AQ==' })).toEqual({
      approvalProgram: F.programsTooLong(2048, 2049),
    });
    expect(errors({ type: 'appl', approvalProgram: big, clearProgram: 'AQ==', extraPages: '1' })).toEqual({});
  });
});

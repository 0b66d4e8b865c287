import algosdk from 'algosdk';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeSignedTxn } from '../src/ledger/decode/decodeTxGroup';
import { prepareTxn } from '../src/ledger/decode/prepareTxn';
import { checkSignatures } from '../src/ledger/verify/checkSignatures';
import { referencePath } from '../../../scripts/referenceDir';

interface Vector {
  id: string;
  stxnBlob: string;
  txnBlob: string;
  stxn: { sig?: string; msig?: unknown; lsig?: unknown };
}

const vectors = JSON.parse(
  readFileSync(referencePath('tx-vectors/transact_test_data.json'), 'utf8'),
) as Record<string, Vector>;

// Each reference vector through the ledger's own decode, txid and signature code.
describe('transact_test_data.json through the ledger decode/verify path', () => {
  it('has the vectors', () => {
    expect(Object.keys(vectors).length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.entries(vectors))('%s decodes to its txid and its signature verifies', (_name, v) => {
    const stxn = decodeSignedTxn(new Uint8Array(Buffer.from(v.stxnBlob, 'base64')));
    const p = prepareTxn(stxn);
    expect(p.txid).toBe(v.id);
    // The canonical re-encoding is byte-for-byte the vector's unsigned transaction.
    expect(Buffer.from(p.toSign.subarray(2)).toString('base64')).toBe(v.txnBlob);
    if (v.stxn.sig === undefined && v.stxn.msig === undefined && v.stxn.lsig === undefined) {
      // Unsigned (the state proof vector): refused as algod refuses it.
      expect(() => checkSignatures([p])).toThrow('signedtxn has no sig');
      return;
    }
    if (v.stxn.lsig !== undefined) {
      // The delegation signature (or escrow address) verifies; running the program needs the AVM.
      expect(() => checkSignatures([p])).toThrow(`transaction ${v.id}: a logic signature requires the AVM`);
      return;
    }
    expect(() => checkSignatures([p])).not.toThrow();
  });

  it('a flipped bit in any signature fails verification', () => {
    for (const [, v] of Object.entries(vectors)) {
      if (v.stxn.sig === undefined && v.stxn.msig === undefined && v.stxn.lsig === undefined) continue;
      const stxn = decodeSignedTxn(new Uint8Array(Buffer.from(v.stxnBlob, 'base64')));
      const sigs = [
        stxn.sig,
        stxn.msig?.subsig[0]?.s,
        stxn.lsig?.sig,
        stxn.lsig?.msig?.subsig[0]?.s,
        stxn.lsig?.lmsig?.subsig[0]?.s,
      ];
      const sig = sigs.find((s): s is Uint8Array => s !== undefined);
      if (sig === undefined) continue; // an escrow logic sig has no signature to break
      sig[5] = (sig[5] as number) ^ 1;
      expect(() => checkSignatures([prepareTxn(stxn)]), v.id).toThrow(
        /didn't pass verification|multisig validation failed/,
      );
    }
  });

  it('an escrow logic sig for another program is refused', () => {
    const v = vectors.lsigPayment as Vector;
    const stxn = decodeSignedTxn(new Uint8Array(Buffer.from(v.stxnBlob, 'base64')));
    const other = new algosdk.LogicSig(Uint8Array.of(0x01, 0x20, 0x01, 0x02, 0x22));
    const forged = new algosdk.SignedTransaction({ txn: stxn.txn, lsig: other });
    expect(() => checkSignatures([prepareTxn(forged)])).toThrow(
      'LogicNot signed and not a Logic-only account',
    );
  });
});

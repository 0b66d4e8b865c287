import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { IdxTransaction } from '../indexer/indexerModels';
import { parseJson } from '../json/parseJson';
import { describeAccessList } from './describeAccessList';
import { describeSignature } from './describeSignature';
import { describeTransaction } from './describeTransaction';
import { describePQSig, feeOfUsage, pqAddressOf } from './pqSigView';
import { mayHideBlockPQSig, mergeBlockPQSig } from './withBlockPQSigs';
import { pqAccountOf } from './pqAccountOf';

const F1 = new TextEncoder().encode('f1');
const pk = Uint8Array.from({ length: 1793 }, (_, i) => (i * 7 + 3) & 0xff);
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('post-quantum signatures in the explorer (go: data/transactions/pqsig.go PQSig)', () => {
  it('derives the PQ address as algosdk 3.8 does (go: data/basics/pq_address.go PQAddress)', () => {
    const { address, salt } = algosdk.addressFromPQKey(F1, pk);
    expect(pqAddressOf(F1, salt, pk)).toBe(address.toString());
    expect(pqAddressOf(F1, salt + 1, pk)).not.toBe(address.toString());
  });

  it('reads the indexer’s pqsig (algosdk 3.8 TransactionSignaturePQsig) and algod’s block form alike', () => {
    const { address, salt } = algosdk.addressFromPQKey(F1, pk);
    const sig = new Uint8Array(1230);
    const fromIndexer = describePQSig({ 'public-key': b64(pk), scheme: 'f1', signature: b64(sig), salt });
    // algod's block JSON writes the 2-byte scheme array as base64 and omits a zero salt.
    const fromBlock = describePQSig({ pk: b64(pk), sch: b64(F1), sig: b64(sig), slt: salt });
    expect(fromIndexer).toEqual(fromBlock);
    expect(fromIndexer).toMatchObject({
      scheme: 'f1',
      schemeName: 'Falcon-1024',
      salt,
      publicKeyBytes: 1793,
      signatureBytes: 1230,
      address: address.toString(),
      // go: config/consensus.go PQSchemeFeeContribution(PQSchemeFalcon1024) = 2e6.
      feeUsage: 2_000_000n,
    });
    expect(describePQSig({})).toBeUndefined();
    expect(describePQSig(undefined)).toBeUndefined();
  });

  it('costs two more minimum fees: 3,000 µAlgo for a lone Falcon-1024 payment (signedtxn.go FeeFactor)', () => {
    expect(feeOfUsage(1000n, 1_000_000n + 2_000_000n)).toBe(3000n);
    expect(feeOfUsage(1000n, 2_000_000n)).toBe(2000n);
  });

  it('tells a pqsig transaction and a logic sig delegated by a PQ key from the rest', () => {
    const pq = { 'public-key': b64(pk), scheme: 'f1', signature: 'AAAA', salt: 1 };
    expect(describeSignature({ pqsig: pq })).toMatchObject({ kind: 'pq', pq: { schemeName: 'Falcon-1024' } });
    expect(describeSignature({ logicsig: { logic: 'DYEB', pqsig: pq } })).toMatchObject({
      kind: 'logicsig',
      delegation: 'pq',
      pq: { scheme: 'f1', salt: 1 },
    });
    const msig = { version: 1, threshold: 1, subsignature: [{ 'public-key': b64(new Uint8Array(32)) }] };
    expect(
      describeSignature({ logicsig: { logic: 'DYEB', 'logic-multisig-signature': msig } }),
    ).toMatchObject({
      delegation: 'multisig',
      multisigForm: 'lmsig',
    });
    expect(describeSignature({ logicsig: { logic: 'DYEB', 'multisig-signature': msig } })).toMatchObject({
      multisigForm: 'msig',
    });
  });

  it('takes the pqsig from algod’s block when the indexer printed none', () => {
    const base: IdxTransaction = {
      id: 'T1',
      'tx-type': 'pay',
      sender: 'S',
      fee: 3000,
      'first-valid': 1,
      'last-valid': 2,
      'confirmed-round': 5,
      signature: {},
    };
    expect(mayHideBlockPQSig(base)).toBe(true);
    expect(mayHideBlockPQSig({ ...base, signature: { sig: 'AA==' } })).toBe(false);
    expect(mayHideBlockPQSig({ ...base, signature: { logicsig: { logic: 'DQ==' } } })).toBe(true);
    expect(
      mayHideBlockPQSig({ ...base, signature: { logicsig: { logic: 'DQ==', signature: 'AA==' } } }),
    ).toBe(false);
    const stxn = { txn: {}, pqsig: { pk: b64(pk), sch: b64(F1), sig: 'AAAA', slt: 2 } };
    const merged = mergeBlockPQSig(base, stxn);
    expect(describeTransaction(merged).signature).toMatchObject({ kind: 'pq', pq: { salt: 2 } });
    const lsig = { ...base, signature: { logicsig: { logic: 'DQ==' } } };
    const delegated = mergeBlockPQSig(lsig, { txn: {}, lsig: { l: 'DQ==', pqsig: stxn.pqsig } });
    expect(describeTransaction(delegated).signature).toMatchObject({ kind: 'logicsig', delegation: 'pq' });
    expect(mergeBlockPQSig(base, { txn: {} })).toBe(base);
  });

  it('reads no block for a contract account: the program’s own address authorizes it', () => {
    const logic = 'DYEB'; // #pragma version 13; int 1
    const escrow = new algosdk.LogicSig(algosdk.base64ToBytes(logic)).address().toString();
    const other = algosdk.generateAccount().addr.toString();
    const base: IdxTransaction = {
      id: 'T2',
      'tx-type': 'pay',
      sender: escrow,
      fee: 1000,
      'first-valid': 1,
      'last-valid': 2,
      'confirmed-round': 5,
      signature: { logicsig: { logic } },
    };
    expect(mayHideBlockPQSig(base)).toBe(false);
    // Rekeyed to the program: still the program's own address that signs.
    expect(mayHideBlockPQSig({ ...base, sender: other, 'auth-addr': escrow })).toBe(false);
    // Another sender with no signature beside the program: a key delegated it, maybe a PQ key.
    expect(mayHideBlockPQSig({ ...base, sender: other })).toBe(true);
  });
});

describe('access lists (go: data/transactions/application.go ResourceRef)', () => {
  it('types every entry the indexer prints, and an empty one as a box quota bump', () => {
    const access = parseJson(
      JSON.stringify([
        { address: 'ADDR' },
        { 'asset-id': 7 },
        { 'application-id': 9 },
        { holding: { address: 'ADDR', asset: 7 } },
        { local: { address: 'ADDR', app: 0 } },
        { box: { app: 9, name: 'dmF1bHQ=' } },
        {},
        { box: { app: 0, name: '' } },
      ]),
    );
    expect(describeAccessList(access)).toEqual([
      { kind: 'address', address: 'ADDR' },
      { kind: 'asset', assetId: 7n },
      { kind: 'app', appId: 9n },
      { kind: 'holding', address: 'ADDR', assetId: 7n },
      { kind: 'locals', address: 'ADDR', appId: 0n },
      { kind: 'box', appId: 9n, name: 'dmF1bHQ=' },
      { kind: 'quota' },
      { kind: 'quota' },
    ]);
    expect(describeAccessList(undefined)).toBeUndefined();
  });

  it('puts the access list beside the fields, and keeps the reject version a field', () => {
    const view = describeTransaction({
      id: 'T',
      'tx-type': 'appl',
      sender: 'S',
      fee: 1000,
      'first-valid': 1,
      'last-valid': 2,
      'application-transaction': {
        'application-id': 9,
        'on-completion': 'noop',
        access: [{ 'asset-id': 7 }],
        'reject-version': 2,
      },
    });
    expect(view.access).toEqual([{ kind: 'asset', assetId: 7n }]);
    expect(view.fields.map((f) => f.key)).not.toContain('access');
    expect(view.fields.find((f) => f.key === 'reject-version')?.value).toEqual({ kind: 'number', value: 2n });
  });
});

describe('a post-quantum account', () => {
  const { address, salt } = algosdk.addressFromPQKey(F1, pk);
  const sent = (pqAddressSalt: number): IdxTransaction => ({
    'tx-type': 'pay',
    sender: 'X',
    fee: 3000,
    'first-valid': 1,
    'last-valid': 2,
    signature: { pqsig: { 'public-key': b64(pk), scheme: 'f1', signature: 'AAAA', salt: pqAddressSalt } },
  });

  it('is one whose newest transaction a pqsig of its authorizer signed, or that a newer indexer says is', () => {
    expect(pqAccountOf({ address: address.toString() }, sent(salt))?.scheme).toBe('Falcon-1024');
    expect(pqAccountOf({ address: 'REKEYED', authAddress: address.toString() }, sent(salt))?.scheme).toBe(
      'Falcon-1024',
    );
    // A pqsig from another key (another salt derives another address) says nothing of this account.
    expect(pqAccountOf({ address: address.toString() }, sent(salt + 1))).toBeUndefined();
    expect(pqAccountOf({ address: 'A', sigType: 'sig' }, undefined)).toBeUndefined();
    expect(pqAccountOf({ address: 'A', sigType: 'pqsig' }, undefined)).toEqual({ scheme: 'pqsig' });
  });
});

import algosdk from 'algosdk';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alice, assetTransfer, bob, params, payment } from '../../../test/support/payments';
import { encodeMap, entryBytes, type MapEntry, mapEntries, mapEntry } from '../../util/msgpackMap';
import { decodeSignedTxn } from './decodeTxGroup';
import { signedBytesOf } from './signedBytesOf';
import { referencePath } from '../../../../../scripts/referenceDir';

const a = alice;
const b = bob;
const sp = params;
const pay = payment;

/** A signed transaction whose `txn` map has these entries written as given (order kept). */
function rawStxn(txn: Uint8Array): Uint8Array {
  return encodeMap([
    mapEntry('sig', new Uint8Array([0xc4, 64, ...new Uint8Array(64).fill(1)])),
    mapEntry('txn', txn),
  ]);
}

function txnEntries(t: algosdk.Transaction) {
  return mapEntries(algosdk.encodeMsgpack(t)) ?? [];
}

describe('signedBytesOf', () => {
  const canonical: [string, algosdk.Transaction][] = [
    ...[0, 1, 127, 128, 255, 256, 65535, 65536, 2 ** 32 - 1, 2 ** 32, 2n ** 53n + 1n, 2n ** 64n - 1n].map(
      (n): [string, algosdk.Transaction] => [`pay ${n}`, pay(n)],
    ),
    [
      'pay with note, lease, close, rekey',
      pay(5, {
        note: new Uint8Array(300).fill(9),
        lease: new Uint8Array(32).fill(3),
        closeRemainderTo: b.addr,
        rekeyTo: b.addr,
      }),
    ],
    ['pay without genesis id', pay(5, {}, sp({ genesisID: '' }))],
    ['pay with a long genesis id', pay(5, {}, sp({ genesisID: 'x'.repeat(40) }))],
    ['pay with a zero fee', pay(5, {}, sp({ fee: 0n }))],
    ['asset transfer', assetTransfer()],
    [
      'asset opt-in (zero amount)',
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: a.addr,
        amount: 0,
        assetIndex: 12,
        suggestedParams: sp(),
      }),
    ],
  ];

  it.each(canonical)('%s: the signed bytes come straight from the body', (_name, t) => {
    const grouped = algosdk.assignGroupID([t, pay(1)])[0] as algosdk.Transaction;
    for (const txn of [t, grouped]) {
      const body = algosdk.signTransaction(txn, a.sk).blob;
      expect(signedBytesOf(body)).toEqual(txn.bytesToSign());
    }
  });

  it('takes the slow way for other types', () => {
    const appl = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: 5,
      suggestedParams: sp(),
    });
    expect(signedBytesOf(algosdk.signTransaction(appl, a.sk).blob)).toBeUndefined();
  });

  // Each loose encoding decodes (algosdk reads it) to a transaction whose canonical bytes differ:
  // the body's bytes must not be taken for the signed ones.
  const entries = txnEntries(pay(5));
  const loose: [string, Uint8Array][] = [
    ['keys out of order', concatMap([...entries].reverse())],
    ['a zero written out', concatMap([...txnEntries(pay(0)), mapEntry('amt', new Uint8Array([0]))], true)],
    [
      'an integer in a longer form',
      concatMap(entries.map((e) => (e.key === 'amt' ? mapEntry('amt', new Uint8Array([0xcd, 0, 5])) : e))),
    ],
    [
      'an all-zero address',
      concatMap([...entries, mapEntry('close', new Uint8Array([0xc4, 32, ...new Uint8Array(32)]))], true),
    ],
    ['an empty note', concatMap([...entries, mapEntry('note', new Uint8Array([0xc4, 0]))], true)],
    ['a field another type has', concatMap([...entries, mapEntry('xaid', new Uint8Array([7]))], true)],
    [
      'a map16 header for a few keys',
      new Uint8Array([0xde, 0, entries.length, ...entries.flatMap((e) => [...entryBytes(e)])]),
    ],
  ];

  it.each(loose)('%s: takes the slow way', (_name, txn) => {
    const body = rawStxn(txn);
    expect(signedBytesOf(body)).toBeUndefined();
    // algosdk refuses some outright (a zero address); the rest re-encode differently.
    let again: Uint8Array | undefined;
    try {
      again = decodeSignedTxn(body).txn.bytesToSign().subarray(2);
    } catch (err) {
      expect(String(err)).toContain('zero address');
    }
    expect(again).not.toEqual(txn);
  });
});

/** A msgpack map of these entries in the order given (`sorted`: sorted first, as canonical). */
function concatMap(entries: MapEntry[], sorted = false): Uint8Array {
  if (sorted) return encodeMap(entries);
  return new Uint8Array([0x80 | entries.length, ...entries.flatMap((e) => [...entryBytes(e)])]);
}

describe('signedBytesOf on the reference vectors (written by go-algorand)', () => {
  const vectors = JSON.parse(
    readFileSync(referencePath('tx-vectors/transact_test_data.json'), 'utf8'),
  ) as Record<string, { stxnBlob: string; txnBlob: string }>;

  it('takes the payments and asset transfers as they came, and only the bytes that were signed', () => {
    let taken = 0;
    for (const v of Object.values(vectors)) {
      const got = signedBytesOf(new Uint8Array(Buffer.from(v.stxnBlob, 'base64')));
      if (got === undefined) continue;
      taken++;
      expect(Buffer.from(got.subarray(2)).toString('base64')).toBe(v.txnBlob);
      expect(Buffer.from(got.subarray(0, 2)).toString()).toBe('TX');
    }
    expect(taken).toBeGreaterThanOrEqual(2);
  });
});

import algosdk from 'algosdk';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alice, assetTransfer, bob, params, payment } from '../../../test/support/payments';
import { fastSign } from '../../../test/support/fastSign';
import { encodeMap, entryBytes, type MapEntry, mapEntries, mapEntry } from '../../util/msgpackMap';
import { decodeCanonical } from './decodeCanonical';
import { prepareTxGroup } from './prepareTxn';
import { canonicalTxn } from './signedBytesOf';
import { referencePath } from '../../../../../scripts/referenceDir';

const a = alice;
const b = bob;
const c = algosdk.generateAccount();
const sp = params;
const pay = payment;
const axfer = assetTransfer;

/** What algosdk's own decoder makes of `body`. */
const algosdkDecode = (body: Uint8Array) => algosdk.decodeMsgpack(body, algosdk.SignedTransaction);
const handDecode = (body: Uint8Array) => {
  const parsed = canonicalTxn(body);
  return parsed && decodeCanonical(parsed);
};

describe('decodeCanonical: the same signed transaction algosdk decodes', () => {
  const max = 2n ** 64n - 1n;
  const cases: [string, algosdk.Transaction][] = [
    ...[0, 1, 127, 128, 255, 256, 65535, 65536, 2 ** 32 - 1, 2 ** 32, 2n ** 53n + 1n, max].map(
      (n): [string, algosdk.Transaction] => [`pay ${n}`, pay(n)],
    ),
    ['pay, max rounds and fee', pay(1, {}, sp({ fee: max, firstValid: max - 1n, lastValid: max }))],
    ['pay with a zero fee, no genesis id', pay(5, {}, sp({ fee: 0n, genesisID: '' }))],
    ['pay with a 32-char genesis id', pay(5, {}, sp({ genesisID: 'g'.repeat(32) }))],
    ['pay with a 1-byte note', pay(5, { note: new Uint8Array([0]) })],
    ['pay with a 1,024-byte note (bin16)', pay(5, { note: new Uint8Array(1024).fill(255) })],
    ['pay with a lease', pay(5, { lease: new Uint8Array(32).fill(3) })],
    ['pay closing out', pay(0, { closeRemainderTo: c.addr })],
    ['pay rekeying', pay(5, { rekeyTo: c.addr })],
    ['pay to itself', pay(5, { receiver: a.addr })],
    [
      'pay with everything',
      pay(max, {
        note: new Uint8Array(300).fill(9),
        lease: new Uint8Array(32).fill(1),
        closeRemainderTo: c.addr,
        rekeyTo: b.addr,
      }),
    ],
    ['asset transfer', axfer()],
    ['asset opt-in', axfer({ receiver: a.addr, amount: 0 })],
    ['asset close-out', axfer({ amount: 0, closeRemainderTo: c.addr })],
    ['asset clawback', axfer({ assetSender: c.addr })],
    ['asset transfer, max id and amount', axfer({ assetIndex: max, amount: max, note: new Uint8Array([1]) })],
  ];

  it.each(cases)('%s (alone, grouped, signed by a rekeyed key)', (_name, t) => {
    const grouped = algosdk.assignGroupID([t, pay(1)])[0] as algosdk.Transaction;
    for (const txn of [t, grouped]) {
      for (const key of [a.sk, c.sk]) {
        const body = fastSign(txn, key);
        for (const bytes of [body, Buffer.from(body)]) {
          const mine = handDecode(bytes);
          expect(mine).toBeDefined();
          expect(mine).toStrictEqual(algosdkDecode(bytes));
          expect(algosdk.encodeMsgpack(mine as algosdk.SignedTransaction)).toEqual(body);
        }
      }
    }
  });

  const body = fastSign(pay(5), a.sk);
  const [txnEntry, sigEntry] = ['txn', 'sig'].map((k) => mapEntries(body)?.find((e) => e.key === k)) as [
    MapEntry,
    MapEntry,
  ];
  const sigOf = (fill: number) =>
    mapEntry('sig', new Uint8Array([0xc4, 64, ...new Uint8Array(64).fill(fill)]));
  const others: [string, Uint8Array][] = [
    ['no signature', encodeMap([txnEntry])],
    ['an all-zero signature', encodeMap([sigOf(0), txnEntry])],
    ['a short signature', encodeMap([mapEntry('sig', new Uint8Array([0xc4, 2, 1, 2])), txnEntry])],
    ['entries out of order', new Uint8Array([0x82, ...entryBytes(txnEntry), ...entryBytes(sigEntry)])],
    ['a key twice', encodeMap([sigOf(1), sigOf(2), txnEntry])],
    [
      'an all-zero sgnr',
      encodeMap([mapEntry('sgnr', new Uint8Array([0xc4, 32, ...new Uint8Array(32)])), sigEntry, txnEntry]),
    ],
    [
      'a multisig beside the signature',
      encodeMap([
        mapEntries(
          algosdk.signMultisigTransaction(pay(5), { version: 1, threshold: 1, addrs: [a.addr] }, a.sk).blob,
        )?.find((e) => e.key === 'msig') as MapEntry,
        sigEntry,
        txnEntry,
      ]),
    ],
    [
      'a logic sig',
      algosdk.signLogicSigTransactionObject(pay(5), new algosdk.LogicSigAccount(new Uint8Array([6, 0x81, 1])))
        .blob,
    ],
  ];

  it.each(others)('%s: left to algosdk', (_name, stxn) => {
    expect(handDecode(stxn)).toBeUndefined();
  });

  it('prepareTxGroup reports what algosdk refuses in the same words as before', () => {
    const two = others.find(([n]) => n === 'a multisig beside the signature')?.[1] as Uint8Array;
    expect(() => prepareTxGroup(two)).toThrow('signedtxn should have only one type of signature');
    const zero = encodeMap([mapEntry('snd', new Uint8Array([0xc4, 32, ...new Uint8Array(32).fill(1)]))]);
    expect(() => prepareTxGroup(encodeMap([sigEntry, mapEntry('txn', zero)]))).toThrow(
      /msgpack decode error \[pos 0\]/,
    );
    const group = prepareTxGroup(Buffer.concat([body, fastSign(axfer(), b.sk)]));
    expect(group.map((p) => p.txid)).toEqual([pay(5).txID(), axfer().txID()]);
  });
});

describe('decodeCanonical on the reference vectors (written by go-algorand)', () => {
  const vectors = JSON.parse(
    readFileSync(referencePath('tx-vectors/transact_test_data.json'), 'utf8'),
  ) as Record<string, { stxnBlob: string }>;

  it('decodes every vector it takes as algosdk does', () => {
    let taken = 0;
    for (const v of Object.values(vectors)) {
      const body = new Uint8Array(Buffer.from(v.stxnBlob, 'base64'));
      const mine = handDecode(body);
      if (mine === undefined) continue;
      taken++;
      expect(mine).toStrictEqual(algosdkDecode(body));
    }
    expect(taken).toBeGreaterThanOrEqual(2);
  });
});

import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { alice, bob, params, payment } from '../../../test/support/payments';
import { encodeMap, entryBytes, mapEntries } from '../../util/msgpackMap';
import { prepareTxn } from '../decode/prepareTxn';
import { groupId, withoutEntry } from './checkGroup';

/** An asset transfer with every field it can carry: 16 entries once grouped (a map16). */
const fullAxfer = () =>
  algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: alice.addr,
    receiver: bob.addr,
    closeRemainderTo: bob.addr,
    assetSender: bob.addr,
    amount: 5,
    assetIndex: 9,
    note: new Uint8Array([1, 2]),
    lease: new Uint8Array(32).fill(4),
    rekeyTo: bob.addr,
    suggestedParams: params(),
  });

const concat = (parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe('groupId', () => {
  it("is algosdk's group id, for payments and a 16-field asset transfer", () => {
    const txns = [payment(1), fullAxfer(), payment(3, { note: new Uint8Array(300) })];
    const expected = algosdk.computeGroupID(txns);
    algosdk.assignGroupID(txns);
    const group = txns.map((t) =>
      prepareTxn(new algosdk.SignedTransaction({ txn: t, sig: new Uint8Array(64).fill(1) })),
    );
    expect(mapEntries(group[1]?.toSign.subarray(2) ?? new Uint8Array())).toHaveLength(16);
    expect(groupId(group)).toEqual(expected);
  });
});

describe('withoutEntry', () => {
  const grouped = algosdk.assignGroupID([payment(1), fullAxfer()]).map((t) => algosdk.encodeMsgpack(t));
  it.each([
    ['a fixmap', grouped[0] as Uint8Array],
    ['a map16 becoming a fixmap', grouped[1] as Uint8Array],
  ])('cuts the entry out of %s as encodeMap writes the rest', (_name, map) => {
    const rest = (mapEntries(map) ?? []).filter((e) => e.key !== 'grp');
    expect(concat(withoutEntry(map, 'grp') ?? [])).toEqual(encodeMap(rest));
  });

  it('writes the map again when it has no such entry or is not canonical', () => {
    const map = algosdk.encodeMsgpack(payment(1));
    const entries = mapEntries(map) ?? [];
    expect(concat(withoutEntry(map, 'grp') ?? [])).toEqual(map);
    const reversed = new Uint8Array([
      0x80 | entries.length,
      ...[...entries].reverse().flatMap((e) => [...entryBytes(e)]),
    ]);
    expect(concat(withoutEntry(reversed, 'fee') ?? [])).toEqual(
      encodeMap(entries.filter((e) => e.key !== 'fee')),
    );
    expect(withoutEntry(new Uint8Array([0x91, 1]), 'grp')).toBeUndefined();
  });
});

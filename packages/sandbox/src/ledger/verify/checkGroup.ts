import algosdk from 'algosdk';
import { base32 } from '../../util/base32';
import { encodeMap, type MapEntry, mapEntries } from '../../util/msgpackMap';
import { sha512_256 } from '../../util/sha512_256';
import { LedgerError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { bytesEqual } from '../../util/bytesEqual';

const TG = new TextEncoder().encode('TG');
const TX = new TextEncoder().encode('TX');
const ZERO32 = new Uint8Array(32);

/**
 * algod's group rules: a lone transaction may carry no group id or one of a group of itself; a
 * group of several must all carry the same id, equal to SHA-512/256("TG" ‖ msgpack{txlist: txids}),
 * where each txid is taken with the group field cleared.
 */
export function checkGroup(group: readonly PreparedTxn[]): void {
  const first = group[0]?.txn.group;
  group.forEach((p, i) => {
    const g = p.txn.group;
    if (g === undefined || bytesEqual(g, ZERO32)) {
      if (group.length > 1)
        fail(`transactionGroup: [${i}] had zero Group but was submitted in a group of ${group.length}`, i);
      return;
    }
    if (first === undefined || !bytesEqual(g, first)) {
      fail(`transactionGroup: inconsistent group values: ${base32(g)} != ${base32(first ?? ZERO32)}`, i);
    }
  });
  if (first === undefined || bytesEqual(first, ZERO32)) return;
  const expected = groupId(group);
  if (!bytesEqual(expected, first)) {
    fail(
      `transactionGroup: incomplete group: ${base32(first)} != ${base32(expected)} (${group.length} transactions)`,
      -1,
    );
  }
}

/**
 * The group id of these transactions (each txid computed with its group field cleared). The bytes
 * each was signed over are canonical, so the `grp` entry is cut out of them (`withoutEntry`)
 * instead of encoding the transaction again; transactions without them (replayed ones) are encoded.
 */
export function groupId(group: readonly PreparedTxn[]): Uint8Array {
  const txlist = group.map((p) => {
    const parts = p.toSign.length > 2 ? withoutEntry(p.toSign.subarray(2), 'grp') : undefined;
    if (parts !== undefined) return sha512_256(TX, ...parts);
    const data = p.txn.toEncodingData();
    data.delete('grp');
    // Hashed with node:crypto: algosdk's rawTxID uses js-sha512, a hot spot for 16-txn groups.
    return sha512_256(TX, algosdk.msgpackRawEncode(algosdk.Transaction.encodingSchema.prepareMsgpack(data)));
  });
  return sha512_256(TG, algosdk.msgpackRawEncode({ txlist }));
}

/**
 * The msgpack map `map` without its entry `key`, as the parts to hash in order (a new header, the
 * bytes before the entry, the bytes after it): what `encodeMap` writes of the other entries,
 * without copying them when `map` is canonical (keys sorted, shortest header), else written by
 * `encodeMap`; undefined when `map` is not a map with short string keys.
 */
export function withoutEntry(map: Uint8Array, key: string): Uint8Array[] | undefined {
  const entries = mapEntries(map);
  if (entries === undefined) return undefined;
  let canonical = (map[0] === 0xde) === entries.length >= 16;
  for (let i = 1; i < entries.length && canonical; i++)
    canonical = (entries[i - 1] as MapEntry).key < (entries[i] as MapEntry).key;
  const cut = entries.find((e) => e.key === key);
  if (!canonical || cut === undefined) return [encodeMap(entries.filter((e) => e.key !== key))];
  const n = entries.length - 1;
  return [
    n < 16 ? new Uint8Array([0x80 | n]) : new Uint8Array([0xde, n >> 8, n & 0xff]),
    map.subarray(map[0] === 0xde ? 3 : 1, cut.start),
    map.subarray(cut.end),
  ];
}

/** go's TxGroupMalformedError: `groupIndex` is the transaction it blames, -1 for the whole group. */
function fail(message: string, groupIndex: number): never {
  throw new LedgerError('group', message, { groupIndex });
}

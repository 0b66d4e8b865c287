import { createHasher } from '#platform/crypto';
import type { AccountData, TealKeyValue } from './state/AccountData';
import type { LedgerState } from './state/LedgerState';

/**
 * A hash of everything the ledger state holds, in a canonical order (sorted keys, bigints as
 * decimal): two ledgers that applied the same groups give the same digest, whatever order their
 * maps were filled in. Block headers (timestamps) are not state and are left out, so a fresh
 * ledger re-submitting the same groups later reaches the same digest. Used to check that replay
 * after a crash rebuilds exactly that state.
 */
export function stateDigest(state: LedgerState, round: bigint): string {
  const h = createHasher('sha512-256');
  const put = (v: unknown) =>
    h.update(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x)) + '\n');
  put(['round', round, state.txnCounter]);
  for (const addr of [...state.accounts.keys()].sort())
    put([addr, describe(state.accounts.get(addr) as AccountData)]);
  put(sortedEntries(state.assetCreators));
  put(sortedEntries(state.appCreators));
  for (const key of [...state.boxes.keys()].sort())
    put([hex(key), Buffer.from(state.boxes.get(key) as Uint8Array).toString('hex')]);
  return Buffer.from(h.digest()).toString('hex');
}

function describe(a: AccountData): unknown {
  const bytes = (b: Uint8Array | undefined) => (b === undefined ? null : Buffer.from(b).toString('hex'));
  return [
    a.amount,
    a.status,
    a.authAddr ?? null,
    bytes(a.voteKey),
    bytes(a.selectionKey),
    bytes(a.stateProofKey),
    a.voteFirst,
    a.voteLast,
    a.voteKeyDilution,
    a.incentiveEligible,
    a.lastProposed,
    a.lastHeartbeat,
    sortedEntries(a.assets),
    sortedEntries(a.createdAssets).map(([id, p]) => [id, { ...p, metadataHash: bytes(p.metadataHash) }]),
    sortedEntries(a.appsLocal).map(([id, s]) => [id, s.schema, kv(s.keyValue)]),
    sortedEntries(a.createdApps).map(([id, p]) => [
      id,
      bytes(p.approvalProgram),
      bytes(p.clearProgram),
      p.globalSchema,
      p.localSchema,
      p.extraPages,
      p.version,
      kv(p.globalState),
      p.foreignBoxReads === true,
      p.familyBoxAccess === true,
      p.sizeSponsor ?? null,
    ]),
    a.totalExtraPages,
    a.sponsoredSchema,
    a.totalBoxes,
    a.totalBoxBytes,
  ];
}

function kv(m: TealKeyValue): unknown {
  return [...m.keys()].sort().map((k) => {
    const v = m.get(k);
    return [hex(k), v === undefined ? null : v.type === 1 ? Buffer.from(v.bytes).toString('hex') : v.uint];
  });
}

function sortedEntries<V>(m: ReadonlyMap<bigint, V>): Array<[bigint, V]> {
  return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function hex(latin1: string): string {
  return Buffer.from(latin1, 'latin1').toString('hex');
}

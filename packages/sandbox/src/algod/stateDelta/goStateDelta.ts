import algosdk from 'algosdk';
import type { RoundChanges } from '../../ledger/state/RoundChanges';
import {
  GO_NIL,
  goAddr,
  goArray,
  goBin,
  goBool,
  goFixed,
  goMap,
  goStr,
  goStruct,
  goUint,
  type GoValue,
  omitEmpty,
} from '../goCodec/GoValue';
import { stateDeltaLeases, toLedgerStateDelta } from './toLedgerStateDelta';

/*
 * A round's ledgercore.StateDelta as go-codec sees it (go-algorand v5.0.0
 * ledger/ledgercore/statedelta.go, accountdata.go, totals.go; data/basics/userBalance.go, teal.go):
 * the ledgercore structs have no codec tags, so every field is written under its Go name, zero or not,
 * and a nil map, slice or pointer is written as nil; the basics structs are tagged omitempty.
 */

const opt = <T>(v: T | undefined, f: (v: T) => GoValue): GoValue => (v === undefined ? GO_NIL : f(v));

/** basics.StateSchema (omitempty). */
const schema = (s: algosdk.StateSchema) =>
  goStruct([
    ['nui', omitEmpty(goUint(s.numUints))],
    ['nbs', omitEmpty(goUint(s.numByteSlices))],
  ]);

/** basics.TealKeyValue: map[string]TealValue, nil when empty (omitempty on its field). */
const tealKv = (m: Map<Uint8Array, algosdk.TealValue>) =>
  m.size === 0
    ? undefined
    : goMap(
        [...m].map(([k, v]) => [
          goStr(k),
          goStruct([
            ['tt', omitEmpty(goUint(v.type))],
            ['tb', omitEmpty(goStr(v.bytes ?? new Uint8Array()))],
            ['ui', omitEmpty(goUint(v.uint ?? 0n))],
          ]),
        ]),
      );

const appParams = (p: algosdk.AppParams) =>
  goStruct([
    ['approv', omitEmpty(goBin(p.approvalProgram))],
    ['clearp', omitEmpty(goBin(p.clearStateProgram))],
    ['gs', tealKv(p.globalState)],
    ['lsch', omitEmpty(schema(p.localStateSchema))],
    ['gsch', omitEmpty(schema(p.globalStateSchema))],
    ['epp', omitEmpty(goUint(p.extraProgramPages))],
    ['v', omitEmpty(goUint(p.version))],
    ['ss', omitEmpty(goAddr(p.sizeSponsor.publicKey))],
    ['fbr', omitEmpty(goBool(p.foreignBoxReads))],
    ['fba', omitEmpty(goBool(p.familyBoxAccess))],
  ]);

const localState = (s: algosdk.AppLocalState) =>
  goStruct([
    ['hsch', omitEmpty(schema(s.schema))],
    ['tkv', tealKv(s.keyValue)],
  ]);

const address = (a: algosdk.Address | undefined) =>
  a === undefined ? undefined : omitEmpty(goAddr(a.publicKey));
const text = (b: Uint8Array | undefined) => (b === undefined ? undefined : omitEmpty(goStr(b)));

const assetParams = (p: algosdk.AssetParams) =>
  goStruct([
    ['t', omitEmpty(goUint(p.total))],
    ['dc', omitEmpty(goUint(p.decimals))],
    ['df', omitEmpty(goBool(p.defaultFrozen))],
    ['un', text(p.unitName)],
    ['an', text(p.assetName)],
    ['au', text(p.url)],
    ['am', p.metadataHash === undefined ? undefined : omitEmpty(goFixed(p.metadataHash))],
    ['m', address(p.manager)],
    ['r', address(p.reserve)],
    ['f', address(p.freeze)],
    ['c', address(p.clawback)],
  ]);

/** BalanceRecord: Addr and the embedded AccountBaseData and VotingData, flattened. */
function balanceRecord(r: algosdk.BalanceRecord): GoValue {
  const b = r.accountData.accountBaseData;
  const v = r.accountData.votingData;
  return goStruct([
    ['Addr', goAddr(r.addr.publicKey)],
    ['Status', goUint(b.status)],
    ['MicroAlgos', goUint(b.microAlgos)],
    ['RewardsBase', goUint(b.rewardsBase)],
    ['RewardedMicroAlgos', goUint(b.rewardedMicroAlgos)],
    ['AuthAddr', goAddr(b.authAddr.publicKey)],
    ['IncentiveEligible', goBool(b.incentiveEligible)],
    ['TotalAppSchema', schema(b.totalAppSchema)],
    ['TotalExtraAppPages', goUint(b.totalExtraAppPages)],
    ['TotalAppParams', goUint(b.totalAppParams)],
    ['TotalAppLocalStates', goUint(b.totalAppLocalStates)],
    ['TotalAssetParams', goUint(b.totalAssetParams)],
    ['TotalAssets', goUint(b.totalAssets)],
    ['TotalBoxes', goUint(b.totalBoxes)],
    ['TotalBoxBytes', goUint(b.totalBoxBytes)],
    ['LastProposed', goUint(b.lastProposed)],
    ['LastHeartbeat', goUint(b.lastHeartbeat)],
    ['VoteID', goFixed(v.voteID)],
    ['SelectionID', goFixed(v.selectionID)],
    ['StateProofID', goFixed(v.stateProofID)],
    ['VoteFirstValid', goUint(v.voteFirstValid)],
    ['VoteLastValid', goUint(v.voteLastValid)],
    ['VoteKeyDilution', goUint(v.voteKeyDilution)],
  ]);
}

/** A slice that go leaves nil until something is appended. */
const slice = <T>(xs: readonly T[], f: (x: T) => GoValue) => (xs.length === 0 ? GO_NIL : goArray(xs.map(f)));

function accountDeltas(d: algosdk.AccountDeltas): GoValue {
  return goStruct([
    // MakeAccountDeltas allocates Accts; the resource lists stay nil until an upsert
    ['Accts', goArray(d.accounts.map(balanceRecord))],
    [
      'AppResources',
      slice(d.appResources, (r) =>
        goStruct([
          ['Aidx', goUint(r.id)],
          ['Addr', goAddr(r.address.publicKey)],
          [
            'Params',
            goStruct([
              ['Params', opt(r.params.params, appParams)],
              ['Deleted', goBool(r.params.deleted)],
            ]),
          ],
          [
            'State',
            goStruct([
              ['LocalState', opt(r.state.localState, localState)],
              ['Deleted', goBool(r.state.deleted)],
            ]),
          ],
        ]),
      ),
    ],
    [
      'AssetResources',
      slice(d.assetResources, (r) =>
        goStruct([
          ['Aidx', goUint(r.id)],
          ['Addr', goAddr(r.address.publicKey)],
          [
            'Params',
            goStruct([
              ['Params', opt(r.params.params, assetParams)],
              ['Deleted', goBool(r.params.deleted)],
            ]),
          ],
          [
            'Holding',
            goStruct([
              [
                'Holding',
                opt(r.holding.holding, (h) =>
                  goStruct([
                    ['a', omitEmpty(goUint(h.amount))],
                    ['f', omitEmpty(goBool(h.frozen))],
                  ]),
                ),
              ],
              ['Deleted', goBool(r.holding.deleted)],
            ]),
          ],
        ]),
      ),
    ],
  ]);
}

const algoCount = (c: algosdk.AlgoCount) =>
  goStruct([
    ['mon', omitEmpty(goUint(c.money))],
    ['rwd', omitEmpty(goUint(c.rewardUnits))],
  ]);

/** A map go allocates only on its first insert: nil when nothing was added. */
const lazyMap = (entries: ReadonlyArray<readonly [GoValue, GoValue]>) =>
  entries.length === 0 ? GO_NIL : goMap(entries);

/**
 * The StateDelta algod's GetLedgerStateDelta encodes. `json`: Txleases is nil (handlers.go zeroes
 * it, JSON cannot key a map by a struct).
 */
export function goStateDelta(changes: RoundChanges, json: boolean): GoValue {
  const d = toLedgerStateDelta(changes);
  const header = changes.block.header;
  const t = d.totals;
  return goStruct([
    ['Accts', accountDeltas(d.accounts)],
    [
      'KvMods',
      lazyMap(
        [...d.kvMods].map(([k, m]) => [
          goStr(k),
          goStruct([
            ['Data', opt(m.data, goBin)],
            ['OldData', opt(m.oldData, goBin)],
          ]),
        ]),
      ),
    ],
    // PopulateStateDelta allocates Txids
    [
      'Txids',
      goMap(
        [...d.txids].map(([k, x]) => [
          goFixed(k),
          goStruct([
            ['LastValid', goUint(x.lastValid)],
            ['Intra', goUint(x.intra)],
          ]),
        ]),
      ),
    ],
    [
      'Txleases',
      json
        ? GO_NIL
        : lazyMap(
            stateDeltaLeases(changes).map((l) => [
              goStruct([
                ['Sender', goAddr(l.sender)],
                ['Lease', goFixed(l.lease)],
              ]),
              goUint(l.lastValid),
            ]),
          ),
    ],
    [
      'Creatables',
      lazyMap(
        [...d.creatables].map(([id, c]) => [
          goUint(id),
          goStruct([
            ['Ctype', goUint(c.creatableType)],
            ['Created', goBool(c.created)],
            ['Creator', goAddr(c.creator.publicKey)],
            ['Ndeltas', goUint(c.ndeltas)],
          ]),
        ]),
      ),
    ],
    [
      'Hdr',
      {
        t: 'encoded',
        msgpack: algosdk.encodeMsgpack(header),
        json: algosdk.parseJSON(algosdk.encodeJSON(header, { lossyBinaryStringConversion: true }), {
          intDecoding: algosdk.IntDecoding.BIGINT,
        }),
      },
    ],
    ['StateProofNext', goUint(d.stateProofNext)],
    ['PrevTimestamp', goUint(d.prevTimestamp)],
    [
      'Totals',
      goStruct([
        ['online', omitEmpty(algoCount(t.online))],
        ['offline', omitEmpty(algoCount(t.offline))],
        ['notpart', omitEmpty(algoCount(t.notParticipating))],
        ['rwdlvl', omitEmpty(goUint(t.rewardsLevel))],
      ]),
    ],
  ]);
}

/** global fields, group scratch (gload*) and created ids (gaid*), block headers. */
import { fieldGroup } from '../../opcodes';
import { appAddress } from '../appAddress';
import { AvmError } from '../AvmError';
import { ZERO32, type EvalTxn } from '../EvalTxn';
import type { OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { fromBig, type Uint, type Value } from '../values';

const GLOBALS = fieldGroup('global Fields');
const BLOCK_FIELDS = fieldGroup('block Fields');

function globalValue(cx: Machine, name: string): Value {
  const p = cx.params;
  switch (name) {
    case 'MinTxnFee':
      return fromBig(p.minTxnFee);
    case 'MinBalance':
    case 'AssetCreateMinBalance':
    case 'AssetOptInMinBalance':
      return fromBig(p.minBalance);
    case 'MaxTxnLife':
      return fromBig(p.maxTxnLife);
    case 'ZeroAddress':
      return ZERO32;
    case 'GroupSize':
      return cx.group.txns.length;
    case 'LogicSigVersion':
      return p.logicSigVersion;
    case 'Round':
      return fromBig(cx.ledgerOrThrow().round());
    case 'LatestTimestamp':
      return fromBig(cx.ledgerOrThrow().latestTimestamp());
    case 'CurrentApplicationID':
      return fromBig(cx.appId);
    case 'CurrentApplicationAddress':
      return appAddress(cx.appId);
    case 'CreatorAddress': {
      const app = cx.ledgerOrThrow().appParams(cx.appId);
      if (!app) throw new AvmError('No params for current app');
      return app.creator;
    }
    case 'GroupID':
      return cx.txn.group;
    case 'OpcodeBudget':
      return Math.max(0, cx.remainingBudget());
    case 'CallerApplicationID':
      return fromBig(cx.group.caller?.appId ?? 0n);
    case 'CallerApplicationAddress':
      return cx.group.caller ? appAddress(cx.group.caller.appId) : ZERO32;
    case 'GenesisHash':
      return cx.group.sigLedger.genesisHash();
    case 'PayoutsEnabled':
      return p.payoutsEnabled ? 1 : 0;
    case 'PayoutsGoOnlineFee':
      return fromBig(p.payoutsGoOnlineFee);
    case 'PayoutsPercent':
      return fromBig(p.payoutsPercent);
    case 'PayoutsMinBalance':
      return fromBig(p.payoutsMinBalance);
    case 'PayoutsMaxBalance':
      return fromBig(p.payoutsMaxBalance);
    default:
      throw new AvmError(`invalid global field ${name}`);
  }
}

const global: OpFn = (cx, ins) => {
  const f = ins.field;
  const code = ins.imm[0] as number;
  const name = f?.name ?? `GlobalField(${code})`;
  if (!f || f.version > cx.version) throw new AvmError(`invalid global field ${name}`);
  if ((cx.mode & f.modes) === 0) throw new AvmError(`global[${name}] not allowed in current mode`);
  cx.stack.push(globalValue(cx, name));
};

function gloadImpl(cx: Machine, gi: Uint, slot: Uint, op: string): Value {
  const n = cx.group.txns.length;
  if (gi >= n) throw new AvmError(`${op} lookup TxnGroup[${gi}] but it only has ${n}`);
  if (slot >= 256) throw new AvmError(`invalid Scratch index ${slot}`);
  const i = Number(gi);
  if ((cx.group.txns[i] as EvalTxn).type !== 'appl')
    throw new AvmError(`can't use ${op} on non-app call txn with index ${i}`);
  if (i === cx.groupIndex) throw new AvmError(`can't use ${op} on self, use load instead`);
  if (i > cx.groupIndex) throw new AvmError(`${op} can't get future scratch space from txn with index ${i}`);
  return cx.group.pastScratch[i]?.[Number(slot)] ?? 0;
}

function gaidImpl(cx: Machine, gi: Uint, op: string): Uint {
  const n = cx.group.txns.length;
  if (gi >= n) throw new AvmError(`${op} lookup TxnGroup[${gi}] but it only has ${n}`);
  const i = Number(gi);
  if (i > cx.groupIndex)
    throw new AvmError(
      `${op} can't get creatable ID of txn ahead of the current one (index ${i}) in the transaction group`,
    );
  if (i === cx.groupIndex)
    throw new AvmError(
      `${op} is only for accessing creatable IDs of previous txns, use \`global CurrentApplicationID\` instead to access the current app's creatable ID`,
    );
  const t = (cx.group.txns[i] as EvalTxn).type;
  if (t !== 'appl' && t !== 'acfg')
    throw new AvmError(
      `can't use ${op} on txn that is not an app call nor an asset config txn with index ${i}`,
    );
  const ad = cx.group.applyData[i];
  if (ad && ad.configAsset !== 0n) return fromBig(ad.configAsset);
  if (ad && ad.applicationId !== 0n) return fromBig(ad.applicationId);
  throw new AvmError(`${op}: index ${i} did not create anything`);
}

const block: OpFn = (cx, ins) => {
  const s = cx.stack;
  const round = s[s.length - 1] as Uint;
  const hdr = cx.blockHeader(BigInt(round), cx.txn);
  const f = BLOCK_FIELDS.byCode(ins.imm[0] as number);
  if (!f || f.version > cx.version) throw new AvmError(`invalid block field BlockField(${ins.imm[0]})`);
  const v: Record<string, Value> = {
    BlkSeed: hdr.seed,
    BlkTimestamp: fromBig(hdr.timestamp),
    BlkProposer: hdr.proposer,
    BlkFeesCollected: fromBig(hdr.feesCollected),
    BlkBonus: fromBig(hdr.bonus),
    BlkBranch: hdr.branch,
    BlkFeeSink: hdr.feeSink,
    BlkProtocol: hdr.protocol,
    BlkTxnCounter: fromBig(hdr.txnCounter),
    BlkProposerPayout: fromBig(hdr.proposerPayout),
  };
  const value = v[f.name];
  if (value === undefined)
    throw new AvmError(`block field ${f.name} is not supported by the sandbox`, 'unsupported');
  s[s.length - 1] = value;
};

export const GLOBAL_OPS: Readonly<Record<string, OpFn>> = {
  global,
  gload: (cx, ins) => cx.stack.push(gloadImpl(cx, ins.imm[0] as number, ins.imm[1] as number, 'gload')),
  gloads: (cx, ins) => {
    const s = cx.stack;
    s[s.length - 1] = gloadImpl(cx, s[s.length - 1] as Uint, ins.imm[0] as number, 'gloads');
  },
  gloadss: (cx) => {
    const s = cx.stack;
    const slot = s.pop() as Uint;
    const gi = s[s.length - 1] as Uint;
    const n = cx.group.txns.length;
    if (gi >= n) throw new AvmError(`gloadss lookup TxnGroup[${gi}] but it only has ${n}`);
    if (slot >= 256) throw new AvmError(`gloadss scratch index >= 256 (${slot})`);
    s[s.length - 1] = gloadImpl(cx, gi, slot, 'gloadss');
  },
  gaid: (cx, ins) => cx.stack.push(gaidImpl(cx, ins.imm[0] as number, 'gaid')),
  gaids: (cx) => {
    const s = cx.stack;
    s[s.length - 1] = gaidImpl(cx, s[s.length - 1] as Uint, 'gaids');
  },
  block,
};

export { GLOBALS };

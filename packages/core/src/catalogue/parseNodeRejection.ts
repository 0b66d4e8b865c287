import { REJECTION_MESSAGES as M } from './catalogueMessages';
import { parseAlgodMicroAlgos } from './microAlgoText';

export type RejectionKind =
  | 'overspend'
  | 'assetOverspend'
  | 'belowMinBalance'
  | 'feeTooSmall'
  | 'notYetValid'
  | 'expired'
  | 'invalidRange'
  | 'alreadyInLedger'
  | 'overlappingLease'
  | 'notOptedIn'
  | 'frozen'
  | 'logicRejected'
  | 'approvalFalse'
  | 'logicSigRejected'
  | 'wrongSigner'
  | 'badSignature'
  | 'unsigned'
  | 'groupTooLarge'
  | 'groupEmpty'
  | 'incompleteGroup'
  | 'unknown';

/** What algod's rejection text says, in plain words, with the facts pulled out of it. */
export interface NodeRejection {
  kind: RejectionKind;
  /** The plain-words reason (a sentence fragment that follows "The network rejected …: "). */
  reason: string;
  /** The transaction the node named, when it named one. */
  txid?: string;
  /** The node's own text, unchanged. */
  nodeMessage: string;
  facts: Readonly<Record<string, string | bigint | number>>;
}

type Facts = Record<string, string | bigint | number>;
interface Rule {
  kind: RejectionKind;
  pattern: RegExp;
  explain: (m: RegExpExecArray, facts: Facts) => string;
}

const POOL_PREFIX = /^TransactionPool\.Remember: /;
const TXN_PREFIX = /^transaction ([A-Z2-7]{52}): /;
const ADDR = '([A-Z2-7]{58})';

/*
 * Most specific first. Program failures come before the rest because an inner transaction's
 * failure (an overspend, say) is quoted inside them; "receiver error: must optin, asset X missing
 * from A" also contains the sender-side "asset X missing from A".
 */
const RULES: readonly Rule[] = [
  {
    kind: 'logicRejected',
    pattern: /logic eval error: (.*)\. Details: app=(\d+), pc=(\d+)/s,
    explain: (m, f) => {
      const app = BigInt(m[2] ?? '0');
      const pc = Number(m[3]);
      Object.assign(f, { app, pc, error: m[1] ?? '' });
      return M.appRejected(app, pc, m[1] ?? '');
    },
  },
  {
    // Older algod did not name the app: "logic eval error: ... Details: pc=5, opcodes=...".
    kind: 'logicRejected',
    pattern: /logic eval error: (.*)\. Details: pc=(\d+)/s,
    explain: (m, f) => {
      const pc = Number(m[2]);
      Object.assign(f, { pc, error: m[1] ?? '' });
      return M.appRejectedNoId(pc, m[1] ?? '');
    },
  },
  { kind: 'approvalFalse', pattern: /rejected by ApprovalProgram/, explain: () => M.approvalFalse },
  {
    kind: 'logicSigRejected',
    pattern: /rejected by logic err=(.*)\. Details: (?:app=\d+, )?pc=(\d+)/s,
    explain: (m, f) => {
      const pc = Number(m[2]);
      Object.assign(f, { pc, error: m[1] ?? '' });
      return M.logicSigRejected(pc, m[1] ?? '');
    },
  },
  {
    kind: 'overspend',
    pattern: new RegExp(
      `overspend \\(account ${ADDR}, data \\{.*?MicroAlgos:\\{Raw:(\\d+)\\}.*\\}, tried to spend \\{(\\d+)\\}\\)`,
      's',
    ),
    explain: (m, f) => {
      const balance = BigInt(m[2] ?? '0');
      const spend = BigInt(m[3] ?? '0');
      Object.assign(f, { account: m[1] ?? '', balance, spend, shortfall: spend - balance });
      return M.overspend(m[1] ?? '', balance, spend);
    },
  },
  {
    kind: 'overspend',
    pattern: new RegExp(`overspend \\(account ${ADDR}`),
    explain: (m, f) => {
      f.account = m[1] ?? '';
      return M.overspendUnknown(m[1] ?? '');
    },
  },
  {
    kind: 'assetOverspend',
    pattern: /underflow on subtracting (\d+) from sender amount (\d+)/,
    explain: (m, f) => {
      const spend = BigInt(m[1] ?? '0');
      const held = BigInt(m[2] ?? '0');
      Object.assign(f, { held, spend, shortfall: spend - held });
      return M.assetOverspend(held, spend);
    },
  },
  {
    kind: 'belowMinBalance',
    pattern: new RegExp(`account ${ADDR} balance (\\d+) below min (\\d+)`),
    explain: (m, f) => {
      const balance = BigInt(m[2] ?? '0');
      const min = BigInt(m[3] ?? '0');
      Object.assign(f, { account: m[1] ?? '', balance, min, shortfall: min - balance });
      return M.belowMinBalance(m[1] ?? '', balance, min);
    },
  },
  {
    kind: 'feeTooSmall',
    pattern: /txgroup with (\S+) fees is less than (\S+) \(usage=/,
    explain: (m, f) => {
      const paid = parseAlgodMicroAlgos(m[1] ?? '') ?? 0n;
      const needed = parseAlgodMicroAlgos(m[2] ?? '') ?? 0n;
      Object.assign(f, { paid, needed, shortfall: needed - paid });
      return M.feeTooSmall(paid, needed);
    },
  },
  {
    // algod 3.x: "txgroup had 500 in fees, which is less than the minimum 2 * 1000".
    kind: 'feeTooSmall',
    pattern: /txgroup had (\d+) in fees, which is less than the minimum (\d+) \* (\d+)/,
    explain: (m, f) => {
      const paid = BigInt(m[1] ?? '0');
      const needed = BigInt(m[2] ?? '0') * BigInt(m[3] ?? '0');
      Object.assign(f, { paid, needed, shortfall: needed - paid });
      return M.feeTooSmall(paid, needed);
    },
  },
  {
    // A congested pool raises the bar per byte: "fee 1000 below threshold 2310 (10 per byte * 231 bytes)".
    kind: 'feeTooSmall',
    pattern: /fee (\d+) below threshold (\d+)/,
    explain: (m, f) => {
      const paid = BigInt(m[1] ?? '0');
      const needed = BigInt(m[2] ?? '0');
      Object.assign(f, { paid, needed, shortfall: needed - paid });
      return M.feeTooSmall(paid, needed);
    },
  },
  {
    // Older algod (before group fee pooling was reported per group).
    kind: 'feeTooSmall',
    pattern: /transaction had fee (\d+), which is less than the minimum (\d+)/,
    explain: (m, f) => {
      const paid = BigInt(m[1] ?? '0');
      const needed = BigInt(m[2] ?? '0');
      Object.assign(f, { paid, needed, shortfall: needed - paid });
      return M.feeTooSmall(paid, needed);
    },
  },
  {
    kind: 'expired',
    pattern: /txn dead: round (\d+) outside of (\d+)--(\d+)/,
    explain: (m, f) => {
      const round = BigInt(m[1] ?? '0');
      const first = BigInt(m[2] ?? '0');
      const last = BigInt(m[3] ?? '0');
      Object.assign(f, { round, firstValid: first, lastValid: last });
      return round < first ? M.notYetValid(round, first, last) : M.expired(round, first, last);
    },
  },
  {
    kind: 'invalidRange',
    pattern: /transaction invalid range \((\d+)--(\d+)\)/,
    explain: (m, f) => {
      const first = BigInt(m[1] ?? '0');
      const last = BigInt(m[2] ?? '0');
      Object.assign(f, { firstValid: first, lastValid: last });
      return M.invalidRange(first, last);
    },
  },
  {
    kind: 'alreadyInLedger',
    pattern: /transaction already in ledger: ([A-Z2-7]{52})/,
    explain: (m, f) => {
      f.txid = m[1] ?? '';
      return M.alreadyInLedger;
    },
  },
  {
    kind: 'overlappingLease',
    pattern: new RegExp(`using an overlapping lease \\(sender, lease\\):\\(${ADDR}, ([^)]*)\\)`),
    explain: (m, f) => {
      Object.assign(f, { account: m[1] ?? '', lease: m[2] ?? '' });
      return M.overlappingLease(m[1] ?? '');
    },
  },
  {
    kind: 'notOptedIn',
    pattern: new RegExp(`must optin, asset (\\d+) missing from ${ADDR}`),
    explain: (m, f) => {
      const asset = BigInt(m[1] ?? '0');
      Object.assign(f, { asset, account: m[2] ?? '', side: 'receiver' });
      return M.receiverNotOptedIn(m[2] ?? '', asset);
    },
  },
  {
    kind: 'notOptedIn',
    pattern: new RegExp(`asset (\\d+) missing from ${ADDR}`),
    explain: (m, f) => {
      const asset = BigInt(m[1] ?? '0');
      Object.assign(f, { asset, account: m[2] ?? '', side: 'sender' });
      return M.senderNotOptedIn(m[2] ?? '', asset);
    },
  },
  {
    kind: 'frozen',
    pattern: new RegExp(`asset (\\d+) frozen in ${ADDR}`),
    explain: (m, f) => {
      const asset = BigInt(m[1] ?? '0');
      Object.assign(f, { asset, account: m[2] ?? '' });
      return M.frozen(m[2] ?? '', asset);
    },
  },
  { kind: 'frozen', pattern: /asset frozen in recipient/, explain: () => M.receiverFrozen },
  {
    kind: 'wrongSigner',
    pattern: new RegExp(`should have been authorized by ${ADDR} but was actually authorized by ${ADDR}`),
    explain: (m, f) => {
      Object.assign(f, { expected: m[1] ?? '', actual: m[2] ?? '' });
      return M.wrongSigner(m[1] ?? '', m[2] ?? '');
    },
  },
  {
    kind: 'badSignature',
    pattern:
      /At least one signature didn't pass verification|signedtxn should have only one type of signature/,
    explain: () => M.badSignature,
  },
  { kind: 'unsigned', pattern: /signedtxn has no sig/, explain: () => M.unsigned },
  { kind: 'groupTooLarge', pattern: /max group size is \d+/, explain: () => M.groupTooLarge },
  { kind: 'groupEmpty', pattern: /empty txgroup/, explain: () => M.groupEmpty },
  {
    kind: 'incompleteGroup',
    pattern: /incomplete group|inconsistent group values/,
    explain: () => M.incompleteGroup,
  },
];

/** Reads algod's rejection text (the `message` of its HTTP 400 body) into a plain-words reason. */
export function parseNodeRejection(nodeMessage: string): NodeRejection {
  const bare = nodeMessage.trim().replace(POOL_PREFIX, '');
  const txid =
    TXN_PREFIX.exec(bare)?.[1] ?? /^transaction ([A-Z2-7]{52}) using an overlapping lease/.exec(bare)?.[1];
  for (const rule of RULES) {
    const match = rule.pattern.exec(bare);
    if (match === null) continue;
    const facts: Facts = {};
    const reason = rule.explain(match, facts);
    return withTxid({ kind: rule.kind, reason, nodeMessage, facts }, txid);
  }
  const text = bare.replace(TXN_PREFIX, '');
  return withTxid({ kind: 'unknown', reason: M.unknown(text), nodeMessage, facts: {} }, txid);
}

function withTxid(rejection: NodeRejection, txid: string | undefined): NodeRejection {
  return txid === undefined ? rejection : { ...rejection, txid };
}

import type algosdk from 'algosdk';
import { HttpError } from '../../http/HttpError';
import { decodeTxnCursor } from '../query/txnCursor';
import type { AddressRole, TxnFilter } from '../query/TxnFilter';
import type { SigType } from '../store/records';
import { base32Decode, base64StdDecode, DecodeError, decodeAddressGo } from './goDecode';
import { ERR } from './indexerErrors';
import { LIMITS, MAX_INT64 } from './limits';
import type { QueryReader } from './QueryReader';

const TX_TYPES = new Set(['pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl', 'stpf', 'hb']);
const SIG_TYPES = new Set(['sig', 'msig', 'lsig']);
const ROLES = new Set(['sender', 'receiver', 'freeze-target']);

/** Which query parameters an endpoint declares (others are ignored, as the generated router does). */
export type TxnParamName =
  | 'address'
  | 'address-role'
  | 'exclude-close-to'
  | 'application-id'
  | 'asset-id'
  | 'group-id'
  | 'round'
  | 'tx-type'
  | 'sig-type'
  | 'note-prefix'
  | 'before-time'
  | 'after-time'
  | 'currency-greater-than'
  | 'currency-less-than'
  | 'rekey-to'
  | 'txid'
  | 'min-round'
  | 'max-round'
  | 'limit'
  | 'next';

export const ALL_TXN_PARAMS: ReadonlySet<TxnParamName> = new Set<TxnParamName>([
  'address',
  'address-role',
  'exclude-close-to',
  'application-id',
  'asset-id',
  'group-id',
  'round',
  'tx-type',
  'sig-type',
  'note-prefix',
  'before-time',
  'after-time',
  'currency-greater-than',
  'currency-less-than',
  'rekey-to',
  'txid',
  'min-round',
  'max-round',
  'limit',
  'next',
]);

/** Values the path fixes (account, asset or app), which override the query. */
export interface TxnPathValues {
  address?: string;
  assetId?: bigint;
  applicationId?: bigint;
}

function toRound(v: bigint | undefined): number | undefined {
  return v === undefined ? undefined : Number(v);
}

/**
 * The indexer's transactionParamsToTransactionFilter + validateTransactionFilter: binding errors
 * first, then every input problem gathered into one `invalid input: a, b` message.
 */
export function transactionFilter(
  q: QueryReader,
  allowed: ReadonlySet<TxnParamName>,
  path: TxnPathValues = {},
): TxnFilter {
  const get = <T>(name: TxnParamName, read: (n: string) => T): T | undefined =>
    allowed.has(name) ? read(name) : undefined;
  const limit = get('limit', (n) => q.uint(n));
  const round = get('round', (n) => q.uint(n));
  const minRound = get('min-round', (n) => q.uint(n));
  const maxRound = get('max-round', (n) => q.uint(n));
  const assetId = path.assetId ?? get('asset-id', (n) => q.uint(n));
  const applicationId = path.applicationId ?? get('application-id', (n) => q.uint(n));
  const gt = get('currency-greater-than', (n) => q.uint(n));
  const lt = get('currency-less-than', (n) => q.uint(n));
  const beforeTime = get('before-time', (n) => q.time(n));
  const afterTime = get('after-time', (n) => q.time(n));
  const excludeCloseTo = get('exclude-close-to', (n) => q.bool(n));
  const rekeyTo = get('rekey-to', (n) => q.bool(n));
  const role = get('address-role', (n) => q.str(n));
  const address = path.address ?? get('address', (n) => q.str(n));
  const txid = get('txid', (n) => q.str(n));
  const notePrefix = get('note-prefix', (n) => q.str(n));
  const groupId = get('group-id', (n) => q.str(n));
  const sigType = get('sig-type', (n) => q.str(n));
  const txType = get('tx-type', (n) => q.str(n));
  const next = get('next', (n) => q.str(n));

  for (const v of [round, minRound, maxRound, assetId, applicationId, gt, lt]) {
    if (v !== undefined && v > MAX_INT64) throw new HttpError(400, ERR.valueExceedingInt64);
  }
  const errors: string[] = [];
  let addressRole: AddressRole | undefined;
  if (role !== undefined) {
    const lc = role.toLowerCase();
    if (ROLES.has(lc)) addressRole = lc as AddressRole;
    else errors.push(`${ERR.unknownAddressRole}: '${lc}'`);
  }
  let addr: algosdk.Address | undefined;
  if (address !== undefined) {
    try {
      addr = decodeAddressGo(address);
    } catch (err) {
      errors.push(`${ERR.unableToParseAddress} 'address': ${(err as Error).message}`);
    }
  }
  if (txid !== undefined) {
    try {
      base32Decode(txid);
    } catch (err) {
      if (!(err instanceof DecodeError)) throw err;
      errors.push(`${ERR.unableToParseDigest} 'txid': ${err.message}`);
    }
  }
  let note: Uint8Array | undefined;
  if (notePrefix !== undefined) {
    note = base64StdDecode(notePrefix);
    if (note === undefined) errors.push(`${ERR.unableToParseBase64}: 'note-prefix'`);
  }
  let group: string | undefined;
  if (groupId !== undefined) {
    const g = base64StdDecode(groupId);
    if (g === undefined) errors.push(`${ERR.unableToParseBase64}: 'group-id'`);
    else if (g.length !== 32) errors.push(ERR.badGroupIdLen);
    else group = Buffer.from(g).toString('base64');
  }
  if (sigType !== undefined && !SIG_TYPES.has(sigType))
    errors.push(`${ERR.unknownSigType}: '${sigType.toLowerCase()}'`);
  let type: string | undefined;
  if (txType !== undefined) {
    type = txType.toLowerCase();
    if (!TX_TYPES.has(type)) errors.push(`${ERR.unknownTxType}: '${type}'`);
  }
  let cursor;
  if (next !== undefined) {
    cursor = decodeTxnCursor(next);
    if (cursor === undefined) errors.push(ERR.unableToParseNext);
  }
  if (errors.length === 0) {
    if (round !== undefined && ((maxRound ?? 0n) !== 0n || (minRound ?? 0n) !== 0n))
      errors.push(ERR.invalidRoundAndMinMax);
    if (round === undefined && minRound && maxRound && minRound > maxRound)
      errors.push(ERR.invalidRoundMinMax);
    if (addr !== undefined && addr.publicKey.every((b) => b === 0)) {
      if (addressRole === 'receiver' && !excludeCloseTo) errors.push(ERR.zeroAddressCloseRemainderToRole);
      if (addressRole === 'sender') errors.push(ERR.zeroAddressAssetSenderRole);
      if (addressRole === 'receiver' && !excludeCloseTo) errors.push(ERR.zeroAddressAssetCloseToRole);
    }
  }
  if (errors.length > 0) throw new HttpError(400, `invalid input: ${errors.join(', ')}`);
  const a = assetId ?? 0n;
  const app = applicationId ?? 0n;
  if (a !== 0n && app !== 0n && a !== app) throw new HttpError(400, ERR.bothAssetAndApp);
  const creatable = a !== 0n ? a : app !== 0n ? app : undefined;
  const assetAmounts = a !== 0n || type === 'axfer';
  return {
    address: addr?.toString(),
    addressRole,
    excludeCloseTo,
    minRound: round !== undefined ? Number(round) : minRound ? toRound(minRound) : undefined,
    maxRound: round !== undefined ? Number(round) : maxRound ? toRound(maxRound) : undefined,
    beforeTime,
    afterTime,
    creatable,
    ...(assetAmounts ? { assetGT: gt, assetLT: lt } : { algosGT: gt, algosLT: lt }),
    txType: type,
    txid,
    sigType: sigType as SigType | undefined,
    notePrefix: note,
    rekeyTo,
    groupId: group,
    limit: Math.min(
      Number(limit ?? BigInt(LIMITS.transactions.default)) || LIMITS.transactions.default,
      LIMITS.transactions.max,
    ),
    next: cursor,
  };
}

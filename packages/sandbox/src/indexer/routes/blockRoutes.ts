import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { decodeAddressGo } from '../params/goDecode';
import { ERR } from '../params/indexerErrors';
import { LIMITS, MAX_BLOCK_TRANSACTIONS, MAX_INT64 } from '../params/limits';
import type { QueryReader } from '../params/QueryReader';
import { renderBlockHeader } from '../render/renderBlock';
import type { BlockRecord } from '../store/BlockRecord';
import type { TxnRow } from '../store/TxnRow';
import type { IndexerDeps } from './IndexerDeps';
import { notFound, pathUint, query, respond, respondText } from './respond';

/** The block-headers next token: standard base64 of the last round as uint64 little-endian. */
function encodeRoundToken(round: number): string {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE(BigInt(round));
  return b.toString('base64');
}

function decodeRoundToken(token: string): number | undefined {
  if (!/^[A-Za-z0-9+/]{11}=$/.test(token)) return undefined;
  return Number(Buffer.from(token, 'base64').readBigUInt64LE(0));
}

function addressSet(q: QueryReader, name: string, errors: string[]): Set<string> | undefined {
  const list = q.list(name);
  if (list === undefined) return undefined;
  const out = new Set<string>();
  for (const a of list) {
    try {
      out.add(decodeAddressGo(a).toString());
    } catch (err) {
      errors.push(`${ERR.unableToParseAddress} '${name}': ${(err as Error).message}`);
    }
  }
  return out;
}

/** /v2/blocks/{round-number} and /v2/block-headers. */
export function blockRoutes(app: Hono, deps: IndexerDeps): void {
  const { store } = deps;

  app.get('/v2/blocks/:round', (c) => {
    const round = pathUint(c, 'round', 'round-number');
    const headerOnly = query(c).bool('header-only') ?? false;
    if (round > MAX_INT64) throw notFound(ERR.valueExceedingInt64);
    const rec = round > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : store.blockAt(Number(round));
    if (rec === undefined) throw notFound(`${ERR.lookingUpBlockForRound} '${round}': block not found`);
    if (!headerOnly && rec.roots.length > MAX_BLOCK_TRANSACTIONS)
      throw new HttpError(400, ERR.transactionsLimitReached);
    const roots = headerOnly ? [] : rec.roots.map((pos) => store.rows[pos] as TxnRow);
    return respondText(c, deps.txnJson.withList(renderBlockHeader(rec.header), 'transactions', roots));
  });

  app.get('/v2/block-headers', (c) => {
    const q = query(c);
    const limit = q.uint('limit');
    const next = q.str('next');
    const minRound = q.uint('min-round');
    const maxRound = q.uint('max-round');
    const before = q.time('before-time');
    const after = q.time('after-time');
    for (const v of [minRound, maxRound])
      if (v !== undefined && v > MAX_INT64) throw new HttpError(400, ERR.valueExceedingInt64);
    const errors: string[] = [];
    const proposers = addressSet(q, 'proposers', errors);
    const expired = addressSet(q, 'expired', errors);
    const absent = addressSet(q, 'absent', errors);
    let from = minRound === undefined ? 0 : Number(minRound);
    if (next !== undefined) {
      const r = decodeRoundToken(next);
      if (r === undefined) errors.push(ERR.unableToParseNext);
      else from = Math.max(from, r + 1);
    }
    if (minRound !== undefined && maxRound !== undefined && minRound > maxRound)
      errors.push(ERR.invalidRoundMinMax);
    if (errors.length > 0) throw new HttpError(400, `invalid input: ${errors.join(', ')}`);
    const to = maxRound === undefined ? Number.MAX_SAFE_INTEGER : Number(maxRound);
    const max = Math.min(Number(limit ?? 0n) || LIMITS.blocks.default, LIMITS.blocks.max);
    const any = (set: Set<string> | undefined, list: { toString(): string }[]): boolean =>
      set === undefined || list.some((a) => set.has(a.toString()));
    const matches = (rec: BlockRecord): boolean => {
      const h = rec.header;
      const ms = rec.timestamp * 1000;
      if ((before !== undefined && ms >= before) || (after !== undefined && ms <= after)) return false;
      if (proposers !== undefined && !proposers.has(h.proposer.toString())) return false;
      return (
        any(expired, h.participationUpdates.expiredParticipationAccounts) &&
        any(absent, h.participationUpdates.absentParticipationAccounts)
      );
    };
    const blocks: BlockRecord[] = [];
    for (let i = store.blockIndexAtOrAfter(from); i < store.blocks.length && blocks.length < max; i++) {
      const rec = store.blocks[i] as BlockRecord;
      if (rec.round > to) break;
      if (matches(rec)) blocks.push(rec);
    }
    const last = blocks[blocks.length - 1];
    return respond(c, {
      blocks: blocks.map((b) => renderBlockHeader(b.header)),
      'current-round': Math.max(store.round, 0),
      'next-token': last === undefined ? undefined : encodeRoundToken(last.round),
    });
  });
}

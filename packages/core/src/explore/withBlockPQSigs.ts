import algosdk from 'algosdk';
import { AlgodReader } from '../algod/AlgodReader';
import type { AlgodSignedTxnInBlock } from '../algod/algodModels';
import { toBigInt } from '../format/toBigInt';
import type { IdxPQSig, IdxTransaction } from '../indexer/indexerModels';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import type { EndpointConfig } from '../network/NetworkProfile';
import type { ReadOptions } from './readJson';
import { ReadError } from './ReadError';

function nonEmpty(value: string | undefined): boolean {
  return typeof value === 'string' && value !== '';
}

/**
 * Whether the indexer's answer may have left out a post-quantum signature: an indexer whose v2 API
 * predates `pqsig` (the reference spec, and the sandbox's) answers a pqsig transaction with an empty
 * `signature`, and a logic sig delegated by a PQ key as if it were a contract account's. Every
 * confirmed top-level transaction is signed (go: verify/txn.go stxnCoreChecks), so an empty
 * signature there means one the indexer did not print — unless the logic sig is a contract account's:
 * its program's own address authorizes the transaction (the sender, or the address it is rekeyed to),
 * so no key delegated it and there is no block to read for it.
 */
export function mayHideBlockPQSig(raw: IdxTransaction): boolean {
  if (raw['confirmed-round'] === undefined || raw.id === undefined || raw.id === '') return false;
  const s = raw.signature;
  if (s?.pqsig !== undefined || s?.logicsig?.pqsig !== undefined) return false;
  if (nonEmpty(s?.sig) || s?.multisig !== undefined) return false;
  const lsig = s?.logicsig;
  if (lsig === undefined) return true;
  return (
    !nonEmpty(lsig.signature) &&
    lsig['multisig-signature'] === undefined &&
    lsig['logic-multisig-signature'] === undefined &&
    !isContractAccount(lsig.logic, raw['auth-addr'] ?? raw.sender)
  );
}

/** Whether `program` (base64) is the account `authorizer` itself (go: crypto.HashObj(Program)). */
function isContractAccount(program: string, authorizer: string): boolean {
  if (program === '') return false;
  try {
    return new algosdk.LogicSig(algosdk.base64ToBytes(program)).address().toString() === authorizer;
  } catch {
    return false;
  }
}

function asPQSig(raw: JsonValue | undefined): IdxPQSig | undefined {
  return isJsonObject(raw) ? (raw as unknown as IdxPQSig) : undefined;
}

/** The indexer's transaction with the `pqsig` its block's copy carries (algod's block keeps every SignedTxn field). */
export function mergeBlockPQSig(
  raw: IdxTransaction,
  stxn: AlgodSignedTxnInBlock | undefined,
): IdxTransaction {
  const direct = asPQSig(stxn?.pqsig);
  const delegated = asPQSig(stxn?.lsig?.['pqsig']);
  if (direct === undefined && delegated === undefined) return raw;
  const signature = { ...raw.signature };
  if (direct !== undefined) signature.pqsig = direct;
  if (delegated !== undefined && signature.logicsig !== undefined)
    signature.logicsig = { ...signature.logicsig, pqsig: delegated };
  return { ...raw, signature };
}

/** A confirmed block never changes: its signed transactions by txid, kept per algod and round. */
const BLOCKS_KEPT = 64;
const blocks = new Map<string, Promise<Map<string, AlgodSignedTxnInBlock>>>();

function blockTxns(
  algod: EndpointConfig,
  round: bigint,
  timeoutMs: number | undefined,
): Promise<Map<string, AlgodSignedTxnInBlock>> {
  const key = `${algod.url}#${round}`;
  let kept = blocks.get(key);
  if (kept === undefined) {
    // Not tied to one caller's signal: every list showing this round's transactions shares it.
    const reader = new AlgodReader(algod);
    const options = timeoutMs === undefined ? {} : { timeoutMs };
    kept = Promise.all([reader.block(round, options), reader.blockTxids(round, options)]).then(
      ([block, ids]) => {
        const byId = new Map<string, AlgodSignedTxnInBlock>();
        ids.forEach((id, i) => {
          const stxn = block.txns?.[i];
          if (stxn !== undefined) byId.set(id, stxn);
        });
        return byId;
      },
      (error: unknown) => {
        // A block algod does not keep stays so (kept as empty); any other failure is asked again.
        if (error instanceof ReadError && error.code === 'READ_NOT_FOUND')
          return new Map<string, AlgodSignedTxnInBlock>();
        blocks.delete(key);
        throw error;
      },
    );
    if (blocks.size >= BLOCKS_KEPT) blocks.delete(blocks.keys().next().value as string);
    blocks.set(key, kept);
  }
  return kept;
}

/**
 * Transactions with the post-quantum signatures their indexer did not print, read from algod's
 * blocks (one block and its txids per round that needs it, asked once for every list that shows
 * that round). A block algod no longer has (or an unreachable algod) leaves the transaction as the
 * indexer gave it.
 */
export async function withBlockPQSigs(
  algod: EndpointConfig,
  txns: readonly IdxTransaction[],
  options: ReadOptions = {},
): Promise<IdxTransaction[]> {
  const rounds = new Set<bigint>();
  for (const t of txns) if (mayHideBlockPQSig(t)) rounds.add(toBigInt(t['confirmed-round']));
  if (rounds.size === 0) return [...txns];
  const byId = new Map<string, AlgodSignedTxnInBlock>();
  await Promise.all(
    [...rounds].map(async (round) => {
      try {
        for (const [id, stxn] of await blockTxns(algod, round, options.timeoutMs)) byId.set(id, stxn);
      } catch (error) {
        if (!(error instanceof ReadError)) throw error;
      }
      options.signal?.throwIfAborted();
    }),
  );
  return txns.map((t) => (mayHideBlockPQSig(t) ? mergeBlockPQSig(t, byId.get(t.id ?? '')) : t));
}

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
 * signature there means one the indexer did not print.
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
    lsig['logic-multisig-signature'] === undefined
  );
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

/**
 * Transactions with the post-quantum signatures their indexer did not print, read from algod's
 * blocks (one block and its txids per round that needs it). A block algod no longer has (or an
 * unreachable algod) leaves the transaction as the indexer gave it.
 */
export async function withBlockPQSigs(
  algod: EndpointConfig,
  txns: readonly IdxTransaction[],
  options: ReadOptions = {},
): Promise<IdxTransaction[]> {
  const rounds = new Set<bigint>();
  for (const t of txns) if (mayHideBlockPQSig(t)) rounds.add(toBigInt(t['confirmed-round']));
  if (rounds.size === 0) return [...txns];
  const reader = new AlgodReader(algod);
  const byId = new Map<string, AlgodSignedTxnInBlock>();
  await Promise.all(
    [...rounds].map(async (round) => {
      try {
        const [block, ids] = await Promise.all([
          reader.block(round, options),
          reader.blockTxids(round, options),
        ]);
        ids.forEach((id, i) => {
          const stxn = block.txns?.[i];
          if (stxn !== undefined) byId.set(id, stxn);
        });
      } catch (error) {
        if (!(error instanceof ReadError) || options.signal?.aborted === true) throw error;
      }
    }),
  );
  return txns.map((t) => (mayHideBlockPQSig(t) ? mergeBlockPQSig(t, byId.get(t.id ?? '')) : t));
}

import algosdk from 'algosdk';
import { base32 } from '../util/base32';
import { bytesEqual } from '../util/bytesEqual';
import type { BlockRecord } from '../store/BlockRecord';
import type { AvmHooks } from './AvmHooks';
import { blockHash } from './block/blockHash';
import { splitGroups } from './block/splitGroups';
import { fromBlockTxn } from './block/toBlockTxn';
import { txnCommitments } from './block/txnCommitments';
import type { PreparedTxn } from './decode/PreparedTxn';
import { prepareTxn } from './decode/prepareTxn';
import { LedgerError } from './LedgerError';
import { checkGroup } from './verify/checkGroup';
import { checkSignatures } from './verify/checkSignatures';
import { readSandboxEdit } from './edit/SandboxEdit';

/** What a record must agree with: the chain so far. */
export interface RecordContext {
  round: bigint;
  /** The hash of the block before (round - 1); the genesis block's for round 1. */
  prevHash: Uint8Array;
  /** Its SHA-512 hash (`blockHash512`), which `prev512` names. */
  prevHash512: Uint8Array;
  genesisId: string;
  genesisHash: Uint8Array;
  avm: AvmHooks | undefined;
  /** The network's editor (`editorAddress`): its signed `unlocked` edits vouch for unsigned txids. */
  editor?: string | undefined;
}

/**
 * Checks a stored block as a node checks one it is given (go-algorand ledger/eval/eval.go
 * `Eval` with validate, and data/bookkeeping/block.go `PreCheck`/`ContentsMatchHeader`): it is on
 * this chain (genesis id and hash, `prev` = the previous block's hash), the record's hash is its
 * header's, each stored txid is its transaction's, the header's payset commitment covers the
 * payset, and every group's ids and signatures verify (logic sigs run). The sandbox's own block log
 * skips this (it only holds blocks it made); an imported network file goes through it.
 */
export function verifyRecord(record: BlockRecord, block: algosdk.Block, ctx: RecordContext): void {
  const { header } = block;
  const at = `block log: round ${ctx.round}`;
  const fail = (what: string, cause?: unknown) =>
    new LedgerError('store', `${at}: ${what}`, cause === undefined ? {} : { cause });
  if (header.genesisID !== ctx.genesisId)
    throw fail(`genesis id ${header.genesisID} is not the genesis's ${ctx.genesisId}`);
  if (!bytesEqual(header.genesisHash, ctx.genesisHash))
    throw fail(`genesis hash ${b64(header.genesisHash)} is not the genesis's ${b64(ctx.genesisHash)}`);
  if (!bytesEqual(header.branch, ctx.prevHash))
    throw fail(
      `previous block hash ${b64(header.branch)} is not round ${ctx.round - 1n}'s ${b64(ctx.prevHash)}`,
    );
  // go's PreCheck wants prev512 from v41 on; blocks the sandbox wrote before it made them have none
  // (their bytes, and so the chain's hashes, stay as written): one that has it must be right.
  if (!isZero(header.branch512) && !bytesEqual(header.branch512, ctx.prevHash512))
    throw fail(
      `previous block SHA-512 hash ${b64(header.branch512)} is not round ${ctx.round - 1n}'s ${b64(ctx.prevHash512)}`,
    );
  const hash = blockHash(header);
  if (!bytesEqual(record.hash, hash))
    throw fail(`stored hash ${b64(record.hash)} is not its header's ${b64(hash)}`);
  if (record.txids.length !== block.payset.length)
    throw fail(`${record.txids.length} stored txids for ${block.payset.length} transactions`);
  const prepared: PreparedTxn[] = block.payset.map((stib, i) => {
    const p = prepareTxn(fromBlockTxn(stib, header));
    if (!bytesEqual(p.rawTxid, record.txids[i] as Uint8Array))
      throw fail(
        `transaction ${i}: stored txid ${base32(record.txids[i] as Uint8Array)} is not its ${p.txid}`,
      );
    return p;
  });
  const commitments = txnCommitments(
    block.payset.map((stib) => algosdk.encodeMsgpack(stib)),
    prepared,
  );
  if (!bytesEqual(commitments.nativeSha512_256Commitment, header.txnCommitments.nativeSha512_256Commitment))
    throw fail('the header does not commit to these transactions');
  const sha512 = header.txnCommitments.sha512Commitment;
  if (!isZero(sha512) && !bytesEqual(commitments.sha512Commitment, sha512))
    throw fail("the header's SHA-512 commitment does not cover these transactions");
  // Impersonated transactions carry no valid signature: the editor's signed `unlocked` edit in the
  // same block vouches for them (its own signature is checked with its group below).
  const vouched = new Set<string>();
  for (const p of prepared) {
    try {
      const edit = readSandboxEdit(p.txn, ctx.editor);
      if (edit?.kind === 'unlocked') for (const txid of edit.txids) vouched.add(txid);
    } catch (err) {
      throw fail(`transaction ${p.txid}: malformed sandbox edit: ${(err as Error).message}`, err);
    }
  }
  for (const group of splitGroups(prepared, (p) => p.txn)) {
    const first = prepared.indexOf(group[0] as PreparedTxn);
    const unsigned = new Set(
      group.filter((p) => vouched.has(p.txid)).flatMap((p) => [p.sender, p.authorizer]),
    );
    try {
      checkGroup(group);
      checkSignatures(group, {
        avm: ctx.avm,
        ...(unsigned.size > 0 && { unlocked: (a: string) => unsigned.has(a) }),
      });
    } catch (err) {
      const blamed = err instanceof LedgerError && (err.groupIndex ?? -1) >= 0 ? err.groupIndex! : 0;
      const p = group[blamed] as PreparedTxn;
      throw fail(`transaction ${first + blamed} (${p.txid}): ${(err as Error).message}`, err);
    }
  }
}

const isZero = (bytes: Uint8Array): boolean => bytes.every((b) => b === 0);

function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

import algosdk from 'algosdk';
import { DebugError } from './DebugError';
import { debugTxnOf, type DebugTxn } from './DebugTxn';
import { DEBUG_MESSAGES as M } from './debugMessages';

const TXID = /^[A-Z2-7]{52}$/;

export interface RebuiltGroup {
  txns: DebugTxn[];
  /** The round the group was committed in. */
  round: bigint;
  /** 0-based position of the asked-for transaction in the group. */
  position: number;
}

/**
 * A committed transaction's whole group, rebuilt to run again at the current state: read from
 * its block (the indexer says which round), validity moved to the current rounds and the group
 * id recomputed; signatures dropped (the bytes changed), logic sigs kept (they sign the program,
 * not the transaction).
 */
export async function rebuildGroupFromChain(
  algod: algosdk.Algodv2,
  indexer: algosdk.Indexer | undefined,
  txid: string,
): Promise<RebuiltGroup> {
  const id = txid.trim();
  if (!TXID.test(id)) throw new DebugError('DEBUG_TXID', M.badTxid);
  const round = await confirmedRound(algod, indexer, id);
  let block: algosdk.Block;
  try {
    block = (await algod.block(round).do()).block;
  } catch (cause) {
    throw new DebugError('DEBUG_NODE_READ', M.nodeRead(`block ${round}`), { cause });
  }
  const inBlock = block.payset.map((p) => withGenesis(p, block.header));
  const target = inBlock.find((s) => s.txn.txID() === id);
  if (target === undefined) throw new DebugError('DEBUG_TXID_NOT_FOUND', M.txidNotFound(id));
  const groupId = target.txn.group;
  const members = groupId ? inBlock.filter((s) => equal(s.txn.group, groupId)) : [target];
  const params = await algod.getTransactionParams().do();
  const renewed = members.map((s) => renew(s.txn, params));
  if (renewed.length > 1) algosdk.assignGroupID(renewed);
  return {
    round,
    position: members.indexOf(target),
    txns: renewed.map((txn, i) => {
      const lsig = members[i]?.lsig;
      return debugTxnOf(new algosdk.SignedTransaction({ txn, ...(lsig && { lsig }) }));
    }),
  };
}

async function confirmedRound(
  algod: algosdk.Algodv2,
  indexer: algosdk.Indexer | undefined,
  txid: string,
): Promise<bigint> {
  if (indexer !== undefined) {
    try {
      const found = await indexer.lookupTransactionByID(txid).do();
      const round = found.transaction.confirmedRound;
      if (round !== undefined) return round;
    } catch (cause) {
      if (status(cause) !== 404)
        throw new DebugError('DEBUG_NODE_READ', M.nodeRead(`transaction ${txid}`), { cause });
    }
  }
  // algod remembers recently confirmed transactions of its own pool.
  try {
    const pending = await algod.pendingTransactionInformation(txid).do();
    if (pending.confirmedRound !== undefined && pending.confirmedRound > 0n) return pending.confirmedRound;
  } catch {
    // not known to algod: fall through
  }
  if (indexer === undefined) throw new DebugError('DEBUG_NO_INDEXER', M.noIndexer);
  throw new DebugError('DEBUG_TXID_NOT_FOUND', M.txidNotFound(txid));
}

/** A block stores transactions without the genesis fields it implies; put them back. */
function withGenesis(p: algosdk.SignedTxnInBlock, header: algosdk.BlockHeader): algosdk.SignedTransaction {
  const stxn = p.signedTxn.signedTxn;
  const data = stxn.txn.toEncodingData();
  if (p.hasGenesisID) data.set('gen', header.genesisID);
  if (p.hasGenesisHash || data.get('gh') === undefined) data.set('gh', header.genesisHash);
  const txn = algosdk.Transaction.fromEncodingData(data);
  return new algosdk.SignedTransaction({ txn, ...(stxn.lsig && { lsig: stxn.lsig }) });
}

function renew(txn: algosdk.Transaction, params: algosdk.SuggestedParams): algosdk.Transaction {
  const data = txn.toEncodingData();
  const first = BigInt(params.firstValid);
  data.set('fv', first);
  data.set('lv', first + 1000n);
  data.delete('grp');
  return algosdk.Transaction.fromEncodingData(data);
}

function equal(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

function status(e: unknown): number | undefined {
  const s = (e as { response?: { status?: unknown } } | undefined)?.response?.status;
  return typeof s === 'number' ? s : undefined;
}

import algosdk from 'algosdk';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockHash } from '../ledger/block/blockHash';
import { fromBlockTxn } from '../ledger/block/toBlockTxn';
import { txnCommitments } from '../ledger/block/txnCommitments';
import { prepareTxn } from '../ledger/decode/prepareTxn';
import { startSandbox } from '../startSandbox';
import type { BlockRecord } from '../store/BlockRecord';
import { exportDataDir, importDataDir } from './dataDirNetwork';
import { decodeNetworkFile, encodeNetworkFile } from './networkFile';
import { NetworkFileError } from './NetworkFileError';
import type { NetworkSnapshot } from './NetworkSnapshot';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sextant-import-verify-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** `#pragma version 8; int 1`: a logic sig that approves anything. */
const APPROVE = new Uint8Array([8, 0x81, 1]);

/**
 * Rewrites `records` from index `from` on with `edit` applied to each decoded block, then seals
 * them again as a forger would: txids, the payset commitment, `prev` links and hashes recomputed.
 * Only what needs a key (signatures) is left as it was.
 */
function reseal(records: BlockRecord[], from: number, edit: (b: algosdk.Block) => void): BlockRecord[] {
  const out = records.slice(0, from);
  let prev = from === 0 ? undefined : (records[from - 1] as BlockRecord).hash;
  for (const r of records.slice(from)) {
    const block = algosdk.decodeMsgpack(r.block, algosdk.Block);
    if (out.length === from) edit(block);
    const prepared = block.payset.map((stib) => prepareTxn(fromBlockTxn(stib, block.header)));
    const commitments = txnCommitments(
      block.payset.map((stib) => algosdk.encodeMsgpack(stib)),
      prepared,
    );
    const header = new algosdk.BlockHeader({
      ...block.header,
      ...(prev !== undefined && { branch: prev }),
      txnCommitments: commitments,
    });
    const sealed = new algosdk.Block({ header, payset: block.payset });
    const hash = blockHash(header);
    out.push({ hash, txids: prepared.map((p) => p.rawTxid), block: algosdk.encodeMsgpack(sealed) });
    prev = hash;
  }
  return out;
}

/**
 * Issue #34 item 5: an import is replayed as a node verifies blocks it is given (signatures,
 * txids, hashes chained from the genesis); a forged file is refused, naming the first bad record,
 * and the data dir stays as it was.
 */
describe('importing a network file verifies its history', () => {
  let file: Uint8Array;
  let snapshot: NetworkSnapshot;
  let paymentRound: number;

  beforeAll(async () => {
    const dataDir = tempDir();
    const node = await startSandbox({ dataDir, accounts: 2, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    const algod = new algosdk.Algodv2(node.token, 'http://127.0.0.1', node.algod.port);
    const rich = { addr: node.genesisKeys[0]!.address, sk: node.genesisKeys[0]!.secretKey };
    const sp = await algod.getTransactionParams().do();
    const send = async (signed: Uint8Array) => {
      const { txid } = await algod.sendRawTransaction(signed).do();
      return (await algosdk.waitForConfirmation(algod, txid, 4)).confirmedRound as bigint;
    };
    const escrow = new algosdk.LogicSigAccount(APPROVE);
    const pay = (sender: string, receiver: string, amount: number) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver, amount, suggestedParams: sp });
    paymentRound = Number(
      await send(pay(rich.addr, escrow.address().toString(), 1_000_000).signTxn(rich.sk)),
    );
    // A logic-sig payment and a group of two: their verification must pass on import too.
    await send(
      algosdk.signLogicSigTransaction(pay(escrow.address().toString(), rich.addr, 1000), escrow).blob,
    );
    const group = algosdk.assignGroupID([pay(rich.addr, rich.addr, 1), pay(rich.addr, rich.addr, 2)]);
    const { txid } = await algod.sendRawTransaction(group.map((t) => t.signTxn(rich.sk))).do();
    await algosdk.waitForConfirmation(algod, txid, 4);
    await node.stop();
    file = await exportDataDir(dataDir);
    snapshot = decodeNetworkFile(file);
  });

  it('imports a genuine file', async () => {
    const dataDir = tempDir();
    await importDataDir(dataDir, file);
    expect(readFileSync(join(dataDir, 'blocks.log')).length).toBeGreaterThan(0);
  });

  async function refused(forged: NetworkSnapshot): Promise<string> {
    const dataDir = tempDir();
    const node = await startSandbox({ dataDir, accounts: 1, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    await node.stop();
    const before = readdirSync(dataDir).sort();
    const blocksBefore = readFileSync(join(dataDir, 'blocks.log'));
    const err = await importDataDir(dataDir, encodeNetworkFile(forged)).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(NetworkFileError);
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(readFileSync(join(dataDir, 'blocks.log')).equals(blocksBefore)).toBe(true);
    return (err as Error).message;
  }

  it('refuses an edited amount, resealed but for its signature, naming the round and transaction', async () => {
    const records = reseal(snapshot.records, paymentRound - 1, (block) => {
      (block.payset[0]!.signedTxn.signedTxn.txn.payment as { amount: bigint }).amount += 1n;
    });
    const message = await refused({ ...snapshot, records });
    expect(message).toContain(`round ${paymentRound}: transaction 0 (`);
    expect(message).toContain("At least one signature didn't pass verification");
  });

  it('refuses an edited amount whose txid or hash was not recomputed', async () => {
    const records = [...snapshot.records];
    const r = records[paymentRound - 1] as BlockRecord;
    const block = algosdk.decodeMsgpack(r.block, algosdk.Block);
    (block.payset[0]!.signedTxn.signedTxn.txn.payment as { amount: bigint }).amount += 1n;
    records[paymentRound - 1] = { ...r, block: algosdk.encodeMsgpack(block) };
    expect(await refused({ ...snapshot, records })).toContain(
      `round ${paymentRound}: transaction 0: stored txid`,
    );
  });

  it('refuses blocks that do not chain from the genesis: the first record dropped, rounds renumbered', async () => {
    const records = snapshot.records.slice(1).map((r, i) => {
      const block = algosdk.decodeMsgpack(r.block, algosdk.Block);
      const header = new algosdk.BlockHeader({ ...block.header, round: BigInt(i + 1) });
      return { ...r, block: algosdk.encodeMsgpack(new algosdk.Block({ header, payset: block.payset })) };
    });
    expect(await refused({ ...snapshot, records })).toContain('round 1: previous block hash');
  });

  it('refuses an edited genesis: its blocks no longer hang from it', async () => {
    const genesis = structuredClone(snapshot.genesis);
    const last = genesis.alloc[genesis.alloc.length - 1]!;
    last.state.algo += 1;
    const message = await refused({ ...snapshot, genesis });
    expect(message).toContain('round 1: genesis hash');
  });
});

import algosdk from 'algosdk';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGenesis } from '../src/genesis/createGenesis';
import { headerHash } from '../src/ledger/block/blockHash';
import { Ledger } from '../src/ledger/Ledger';
import type { BlockRecord } from '../src/store/BlockRecord';
import { MemoryBlockStore } from '../src/store/MemoryBlockStore';
import { encodeBin, encodeMap, mapEntries, mapEntry } from '../src/util/msgpackMap';
import { fastSign } from './support/fastSign';

const BH = new TextEncoder().encode('BH');
const sha512 = (...parts: Uint8Array[]) => {
  const h = createHash('sha512');
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
};
const headerOf = (block: Uint8Array) => encodeMap((mapEntries(block) ?? []).filter((e) => e.key !== 'txns'));
const keysOf = (block: Uint8Array) => (mapEntries(block) ?? []).map((e) => e.key);

/**
 * The block log as the sandbox wrote it before its headers carried v41's `prev512` and `txn512`
 * (EnableSha512BlockHash): the same blocks without them, so with other hashes, chained again
 * (`prev`, and the dev-mode `seed` that repeats it, data/bookkeeping/block.go MakeBlock and
 * node/node.go writeDevmodeBlock).
 */
function writtenBefore(records: readonly BlockRecord[]): BlockRecord[] {
  let prev: Uint8Array | undefined;
  return records.map((r) => {
    const entries = (mapEntries(r.block) ?? [])
      .filter((e) => e.key !== 'prev512' && e.key !== 'txn512')
      .map((e) =>
        prev !== undefined && (e.key === 'prev' || e.key === 'seed') ? mapEntry(e.key, encodeBin(prev)) : e,
      );
    const block = encodeMap(entries);
    prev = headerHash(headerOf(block));
    return { hash: prev, txids: r.txids, block };
  });
}

describe('a network whose blocks predate the SHA-512 header fields', () => {
  it('opens (verified), keeps its blocks as written, and chains new blocks to them with prev512 and txn512', async () => {
    const { genesis, keys } = createGenesis(1);
    const key = keys[0] as { address: string; secretKey: Uint8Array };
    const pay = (ledger: Ledger, amount: number) =>
      ledger.submitDurable(
        fastSign(
          algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: key.address,
            receiver: key.address,
            amount,
            suggestedParams: {
              fee: 1000n,
              minFee: 1000n,
              firstValid: 1n,
              lastValid: 1000n,
              genesisID: ledger.genesisId,
              genesisHash: ledger.genesisHash,
              flatFee: true,
            },
          }),
          key.secretKey,
        ),
      );
    // Today's blocks, then the same blocks as an older sandbox wrote them.
    const frames: Uint8Array[] = [];
    const maker = await Ledger.open({ genesis, blocks: MemoryBlockStore.open(frames) });
    for (let i = 1; i <= 3; i++) await pay(maker, i);
    const records = MemoryBlockStore.open([...frames]).records;
    expect(records.map((r) => keysOf(r.block).filter((k) => k.endsWith('512')))).toEqual(
      records.map(() => ['prev512', 'txn512']),
    );
    const old = writtenBefore(records);
    const oldFrames: Uint8Array[] = [];
    const oldStore = MemoryBlockStore.open(oldFrames);
    for (const r of old) oldStore.log.append(r);

    // Replayed with every check a node makes of a block it is given (verifyRecord).
    const ledger = await Ledger.open({
      genesis,
      blocks: MemoryBlockStore.open(oldFrames),
      verifyReplay: true,
    });
    const last = BigInt(old.length);
    expect(ledger.latestRound()).toBe(last);
    for (let r = 1n; r <= last; r++) expect(ledger.encodedBlock(r)).toEqual(old[Number(r) - 1]?.block);
    await pay(ledger, 99);
    const next = MemoryBlockStore.open([...oldFrames]).records[Number(last)] as BlockRecord;
    const block = algosdk.decodeMsgpack(next.block, algosdk.Block);
    const lastOld = (old[old.length - 1] as BlockRecord).block;
    expect(block.header.branch).toEqual((old[old.length - 1] as BlockRecord).hash);
    expect(block.header.branch512).toEqual(sha512(BH, headerOf(lastOld)));
    expect(keysOf(next.block)).toContain('txn512');

    // The whole log (old blocks, then new ones) opens again, verified; a wrong prev512 does not.
    const all = [...oldFrames];
    const reopened = await Ledger.open({ genesis, blocks: MemoryBlockStore.open(all), verifyReplay: true });
    expect(reopened.latestRound()).toBe(last + 1n);
    const bad = (mapEntries(next.block) ?? []).map((e) =>
      e.key === 'prev512' ? mapEntry('prev512', encodeBin(new Uint8Array(64).fill(9))) : e,
    );
    const badBlock = encodeMap(bad);
    const badFrames = [...oldFrames];
    badFrames.pop();
    const badStore = MemoryBlockStore.open(badFrames);
    badStore.log.append({ hash: headerHash(headerOf(badBlock)), txids: next.txids, block: badBlock });
    await expect(
      Ledger.open({ genesis, blocks: MemoryBlockStore.open(badFrames), verifyReplay: true }),
    ).rejects.toThrow(`block log: round ${last + 1n}: previous block SHA-512 hash`);
  });
});

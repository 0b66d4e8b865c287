import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, describe, expect, it } from 'vitest';
import { exportDataDir } from '../src/network/dataDirNetwork';
import { decodeNetworkFile } from '../src/network/networkFile';
import { startSandbox } from '../src/startSandbox';
import { CorruptBlockLogError } from '../src/store/CorruptBlockLogError';
import { sandboxHarness } from './support/sandboxHarness';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Where each frame of a closed log starts (`u32 length ‖ u32 crc32 ‖ payload`). */
function frameStarts(bytes: Buffer): number[] {
  const starts: number[] = [];
  for (let at = 0; at + 8 <= bytes.length; at += 8 + bytes.readUInt32LE(at)) starts.push(at);
  return starts;
}

/**
 * Issue #34 item 4: a bit flipped in the middle of a Node sandbox's block log is damage, not a
 * torn write. The sandbox refuses to start, naming the record, and changes nothing; `repair`
 * consents to the cut and keeps what it cut.
 */
describe('a damaged block log', () => {
  it('refuses to start on a flipped bit mid-log, losing nothing; --repair cuts there and keeps the rest', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sextant-damage-'));
    dirs.push(dataDir);
    const h = await sandboxHarness({ dataDir, accounts: 2 });
    const [a, b] = h.rich as [(typeof h.rich)[0], (typeof h.rich)[0]];
    const balances: bigint[] = []; // b's balance after each round
    const hashes: string[] = [];
    for (let i = 0; i < 8; i++) {
      const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: b.addr,
        amount: 1000 + i,
        suggestedParams: h.params(),
      });
      expect((await h.post([pay], [a])).status).toBe(200);
      balances.push((await h.algod.accountInformation(b.addr).do()).amount);
      hashes.push((await h.algod.getBlockHash(i + 1).do()).blockhash);
    }
    const rounds = h.sb.ledger.latestRound();
    await h.stop();

    const path = join(dataDir, 'blocks.log');
    const bytes = readFileSync(path);
    const starts = frameStarts(bytes);
    expect(starts).toHaveLength(Number(rounds));
    const damaged = 4; // round 4 of 8
    bytes[(starts[damaged - 1] as number) + 8 + 40]! ^= 0x10;
    writeFileSync(path, bytes);

    const refused = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 }).then(
      (sb) => sb,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(CorruptBlockLogError);
    expect((refused as Error).message).toContain('record 4 (round 4');
    expect((refused as Error).message).toContain('--repair');
    expect(readFileSync(path).equals(bytes)).toBe(true);

    // `--export` first: what is readable (rounds before the damage) as a network file, nothing changed.
    const readable = decodeNetworkFile(await exportDataDir(dataDir));
    expect(readable.records).toHaveLength(damaged - 1);
    expect(readFileSync(path).equals(bytes)).toBe(true);

    const repaired = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0, repair: true });
    expect(repaired.ledger.latestRound()).toBe(BigInt(damaged - 1));
    // Every block before the damage is kept, and replays to the state it made.
    const algod = new algosdk.Algodv2(repaired.token, 'http://127.0.0.1', repaired.algod.port);
    for (let r = 1; r < damaged; r++) {
      expect(hashes[r - 1]).toMatch(/^\S{20,}$/);
      expect((await algod.getBlockHash(r).do()).blockhash).toBe(hashes[r - 1]);
    }
    expect((await algod.accountInformation(b.addr).do()).amount).toBe(balances[damaged - 2]);
    await repaired.stop();
    const backup = join(dataDir, `blocks.log.cut-${damaged}`);
    expect(existsSync(backup)).toBe(true);
    expect(readFileSync(backup).equals(bytes.subarray(starts[damaged - 1]))).toBe(true);
  });
});

import { generateKeyPairSync, sign } from 'node:crypto';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAccount } from '../support/accounts';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { funded, loadSpec, send, SpecApp, txnArg } from './specKit';

const itob = (n: number | bigint) => algosdk.bigIntToBytes(n, 8);
const enc = (s: string) => new TextEncoder().encode(s);
const dec = (b: Uint8Array | undefined) => new TextDecoder().decode(b);

/** Puya's amm and voting examples (ARC-56), deployed on one sandbox and called through the ATC. */
describe('puya amm and voting', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  const sp = async () => h.algod.getTransactionParams().do();
  const createAsset = async (unitName: string) => {
    const info = await send(
      h,
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        total: 1_000_000,
        decimals: 0,
        defaultFrozen: false,
        unitName,
        assetName: `${unitName} coin`,
        suggestedParams: await sp(),
      }),
      a,
    );
    return info.assetIndex as bigint;
  };
  const holding = async (addr: string, asset: bigint) =>
    (await h.algod.accountAssetInformation(addr, asset).do()).assetHolding?.amount ?? 0n;

  it('amm: bootstrap creates the pool token; mint, swap and burn move what contract.py computes', async () => {
    const SCALE = 1000n;
    const FACTOR = 995n;
    const TOTAL = 10_000_000_000n;
    const app = new SpecApp(h, loadSpec('puya/amm/ConstantProductAMM.arc56.json'));
    await app.createBare(a);
    let g = await app.global();
    expect(g.get('governor')).toEqual(algosdk.decodeAddress(a.addr).publicKey);
    expect(g.get('pool_token')).toBe(0n);

    const assetA = await createAsset('AAA');
    const assetB = await createAsset('BBB');
    expect(assetA).toBeLessThan(assetB);
    const seed = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: app.address,
      // contract.py asks for at least 0.3 Algo; the app account then holds 3 assets (A, B and the
      // pool token it creates), so the ledger's minimum balance is 0.1 + 3 × 0.1 Algo.
      amount: 400_000,
      suggestedParams: await sp(),
    });
    // bootstrap: one inner asset config and two inner opt-ins, paid by the call's fee.
    const boot = await app.call(a, 'bootstrap', [txnArg(seed, a), assetA, assetB], { fee: 4000 });
    const pool = boot.methodResults[0]?.returnValue as bigint;
    g = await app.global();
    expect(g.get('pool_token')).toBe(pool);
    expect(g.get('asset_a')).toBe(assetA);
    expect(g.get('asset_b')).toBe(assetB);
    const { params } = await h.algod.getAssetByID(pool).do();
    if (params === undefined) throw new Error('no asset params');
    expect(params.name).toBe('DPT-AAA-BBB');
    expect(params.unitName).toBe('dbt');
    expect(params.total).toBe(TOTAL);
    expect(params.decimals).toBe(3);
    expect(params.creator).toBe(app.address);
    expect(params.manager).toBe(app.address);
    expect(params.reserve).toBe(app.address);
    expect(await holding(app.address, pool)).toBe(TOTAL);
    expect(await holding(app.address, assetA)).toBe(0n);
    // A second bootstrap is refused ("application has already been bootstrapped").
    const seed2 = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: app.address,
      amount: 300_000,
      suggestedParams: await sp(),
    });
    await expect(app.call(a, 'bootstrap', [txnArg(seed2, a), assetA, assetB], { fee: 4000 })).rejects.toThrow(
      /logic eval error: assert failed/,
    );

    await send(
      h,
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: a.addr,
        assetIndex: pool,
        amount: 0,
        suggestedParams: await sp(),
      }),
      a,
    );
    const axfer = async (asset: bigint, amount: number | bigint) =>
      txnArg(
        algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: a.addr,
          receiver: app.address,
          assetIndex: asset,
          amount,
          suggestedParams: await sp(),
        }),
        a,
      );
    const balances = async () => ({
      a: await holding(app.address, assetA),
      b: await holding(app.address, assetB),
      pool: await holding(app.address, pool),
    });

    // Initial mint: sqrt(a * b) - SCALE.
    await app.call(
      a,
      'mint',
      [await axfer(assetA, 10_000), await axfer(assetB, 40_000), pool, assetA, assetB],
      {
        fee: 2000,
      },
    );
    expect(await holding(a.addr, pool)).toBe(20_000n - SCALE);
    expect((await app.global()).get('ratio')).toBe((10_000n * SCALE) / 40_000n);

    // A later mint: min(a_ratio, b_ratio) * issued / SCALE.
    let before = await balances();
    await app.call(
      a,
      'mint',
      [await axfer(assetA, 1_000), await axfer(assetB, 4_000), pool, assetA, assetB],
      {
        fee: 2000,
      },
    );
    const issued = TOTAL - before.pool;
    const aRatio = (SCALE * 1_000n) / before.a;
    const bRatio = (SCALE * 4_000n) / before.b;
    const minted = ((aRatio < bRatio ? aRatio : bRatio) * issued) / SCALE;
    expect(minted).toBe(1_900n);
    expect(await holding(a.addr, pool)).toBe(19_000n + minted);

    // swap of asset A: contract.py's `case self.asset_a` takes in_supply from B and pays out A.
    before = await balances();
    const userA = await holding(a.addr, assetA);
    await app.call(a, 'swap', [await axfer(assetA, 500), assetA, assetB], { fee: 2000 });
    const inSupply = before.b;
    const outSupply = before.a + 500n;
    const toSwap = (500n * FACTOR * outSupply) / (SCALE * (inSupply - 500n) + 500n * FACTOR);
    expect(toSwap).toBe(130n);
    expect(await holding(a.addr, assetA)).toBe(userA - 500n + toSwap);
    const after = await balances();
    expect((await app.global()).get('ratio')).toBe((after.a * SCALE) / after.b);

    // burn: supply * amount // (TOTAL - pool_balance - amount), pool balance read after the transfer.
    const userB = await holding(a.addr, assetB);
    const userPool = await holding(a.addr, pool);
    await app.call(a, 'burn', [await axfer(pool, 1_900), pool, assetA, assetB], { fee: 3000 });
    const poolBalance = after.pool + 1_900n;
    const burnIssued = TOTAL - poolBalance - 1_900n;
    expect(await holding(a.addr, pool)).toBe(userPool - 1_900n);
    expect(await holding(app.address, assetA)).toBe(after.a - (after.a * 1_900n) / burnIssued);
    expect(await holding(a.addr, assetB)).toBe(userB + (after.b * 1_900n) / burnIssued);

    // set_governor: only the governor.
    const b = await funded(h, a, 1_000_000);
    await expect(app.call(b, 'set_governor', [b.addr])).rejects.toThrow(/logic eval error: assert failed/);
    await app.call(a, 'set_governor', [b.addr]);
    expect((await app.global()).get('governor')).toEqual(algosdk.decodeAddress(b.addr).publicKey);
  });

  it('voting: create, bootstrap, get_preconditions, vote with an ed25519 snapshot signature, close mints the result NFT', async () => {
    const app = new SpecApp(h, loadSpec('puya/voting/VotingRoundApp.arc56.json'));
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const snapshotKey = new Uint8Array(
      Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url'),
    );
    const signFor = (addr: string) =>
      new Uint8Array(sign(null, algosdk.decodeAddress(addr).publicKey, privateKey));
    const now = BigInt(Math.floor(Date.now() / 1000));
    await app.create(a, 'create', [
      'round-1',
      snapshotKey,
      'bafycid',
      0,
      now + 86_400n,
      [2, 3],
      1,
      'ipfs://img',
    ]);
    let g = await app.global();
    expect(dec(g.get('vote_id') as Uint8Array)).toBe('round-1');
    expect(g.get('snapshot_public_key')).toEqual(snapshotKey);
    expect(g.get('total_options')).toBe(5n);
    expect(g.get('option_counts')).toEqual(algosdk.ABIType.from('uint8[]').encode([2, 3]));
    expect(g.get('is_bootstrapped')).toBe(0n);

    const V = { appIndex: 0, name: enc('V') };
    const fund = async (amount: number, who: TestAccount = a) =>
      txnArg(
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: who.addr,
          receiver: app.address,
          amount,
          suggestedParams: await sp(),
        }),
        who,
      );
    // ASSET_MIN_BALANCE * 2 + 1000 + BOX_FLAT_MIN_BALANCE + BOX_BYTE_MIN_BALANCE + 5 * 8 * 400
    const minBal = 100_000 * 2 + 1000 + 2500 + 400 + 5 * 8 * 400;
    await expect(app.call(a, 'bootstrap', [await fund(minBal - 1)], { boxes: [V] })).rejects.toThrow(
      /logic eval error: assert failed/,
    );
    const boot = await app.call(a, 'bootstrap', [await fund(minBal)], { boxes: [V] });
    expect((await app.info(boot.txIDs[1] as string)).logs).toEqual([itob(minBal)]);
    expect(await app.box('V')).toEqual(new Uint8Array(40));
    expect((await app.global()).get('is_bootstrapped')).toBe(1n);

    const voter = await funded(h, a, 2_000_000);
    const voterBox = { appIndex: 0, name: algosdk.decodeAddress(voter.addr).publicKey };
    // ensure_budget pays its op-up inner calls from the group's fee credit.
    const pre = (await app.value(voter, 'get_preconditions', [signFor(voter.addr)], {
      boxes: [voterBox],
      fee: 6000,
    })) as bigint[];
    expect(pre.slice(0, 3)).toEqual([1n, 1n, 0n]);
    expect(pre[3]).toBeGreaterThanOrEqual(now - 5n);
    const wrong = (await app.value(voter, 'get_preconditions', [signFor(a.addr)], {
      boxes: [voterBox],
      fee: 6000,
    })) as bigint[];
    expect(wrong[1]).toBe(0n);

    // BOX_FLAT_MIN_BALANCE + (32 + 2 + 1 * 2) * BOX_BYTE_MIN_BALANCE
    const voteBal = 2500 + (32 + 2 + 2) * 400;
    const vote = await app.call(voter, 'vote', [await fund(voteBal, voter), signFor(voter.addr), [1, 2]], {
      boxes: [V, voterBox],
      fee: 14_000,
    });
    expect((await app.info(vote.txIDs[1] as string)).logs?.[0]).toEqual(itob(voteBal));
    // voting.py uses the option index as a *byte* offset into the tally box (extract / replace of
    // 8 bytes at `index`), so the counters overlap; a model of those two box operations:
    const model = new Uint8Array(40);
    const voteAt = (i: number) => model.set(itob(algosdk.bytesToBigInt(model.subarray(i, i + 8)) + 1n), i);
    const voteCount = (i: number) => algosdk.bytesToBigInt(model.subarray(i, i + 8));
    voteAt(0 + 1); // question 0, option 1
    voteAt(2 + 2); // question 1 (after 2 options), option 2
    expect(await app.box('V')).toEqual(model);
    expect(await app.box(voterBox.name)).toEqual(algosdk.ABIType.from('uint8[]').encode([1, 2]));
    // voting.py:202-203 (the box write and `voter_count += 1`) sit inside the per-question loop
    // (voting.py:195) in the compiled program, so one vote on 2 questions counts 2.
    expect((await app.global()).get('voter_count')).toBe(2n);
    await expect(
      app.call(voter, 'vote', [await fund(voteBal, voter), signFor(voter.addr), [0, 0]], {
        boxes: [V, voterBox],
        fee: 14_000,
      }),
    ).rejects.toThrow(/logic eval error: assert failed/);

    const close = await app.call(a, 'close', [], { boxes: [V], fee: 40_000 });
    g = await app.global();
    expect(g.get('close_time')).toBeGreaterThan(0n);
    const nft = g.get('nft_asset_id') as bigint;
    const { params } = await h.algod.getAssetByID(nft).do();
    if (params === undefined) throw new Error('no asset params');
    expect(params.name).toBe('[VOTE RESULT] round-1');
    expect(params.unitName).toBe('VOTERSLT');
    expect(params.url).toBe('ipfs://img');
    expect(params.total).toBe(1n);
    const inner = (await app.info(close.txIDs[0] as string)).innerTxns ?? [];
    const acfg = inner.find((t) => t.txn.txn.type === algosdk.TransactionType.acfg);
    expect(dec(acfg?.txn.txn.note)).toBe(
      '{"standard":"arc69","description":"This is a voting result NFT for voting round with ID round-1.",' +
        `"properties":{"metadata":"ipfs://bafycid","id":"round-1","quorum":1,"voterCount":2,"tallies":` +
        `[[${voteCount(0)},${voteCount(1)}],[${voteCount(2)},${voteCount(3)},${voteCount(4)}]]}}`,
    );
    await expect(app.call(a, 'close', [], { boxes: [V], fee: 40_000 })).rejects.toThrow(/logic eval error/);
  });
});

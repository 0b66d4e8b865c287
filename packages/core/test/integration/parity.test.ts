import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationAddress } from '../../src/address/applicationAddress';
import { AlgodReader } from '../../src/algod/AlgodReader';
import { loadAsset } from '../../src/explore/loadAsset';
import { loadBlock } from '../../src/explore/loadBlock';
import { findDispenser } from '../../src/fund/findDispenser';
import { FundError } from '../../src/fund/FundError';
import { DISPENSER_WALLET, FUND_MESSAGES } from '../../src/fund/fundMessages';
import { fundingPayment } from '../../src/fund/fundingPayment';
import { formatJson } from '../../src/json/formatJson';
import type { NetworkProfile } from '../../src/network/NetworkProfile';
import { networkClients, type NetworkClients } from '../../src/pipeline/networkClients';
import { sendAndFollow } from '../../src/pipeline/sendAndFollow';
import { openKmdSigner } from '../../src/signing/signers/openKmdSigner';
import { startSandboxProcess, type SandboxProcess } from './startSandboxProcess';

const FOLLOW = { maxRounds: 10n };
const MAX = (1n << 64n) - 1n;

let sb: SandboxProcess;
let clients: NetworkClients;
let profile: NetworkProfile;

beforeAll(async () => {
  sb = await startSandboxProcess();
  profile = sb.profile;
  clients = networkClients(profile);
}, 60_000);

afterAll(async () => {
  await sb?.stop();
});

async function sendWithKmd(txn: algosdk.Transaction) {
  const signer = await openKmdSigner(clients.kmd!, DISPENSER_WALLET, '');
  const signed = await signer.signGroup([txn], [0]);
  const { result } = await sendAndFollow(clients.algod, [signed[0]!], FOLLOW);
  expect(result.kind).toBe('committed');
  return result;
}

describe('the dispenser (Fund screen) against the sandbox', () => {
  it('finds an online funded account of the default wallet, funds a new account, imports its key', async () => {
    const dispenser = await findDispenser(profile, clients.kmd);
    const held = await clients.kmd!.withWallet(DISPENSER_WALLET, '', (s) => s.listAddresses());
    expect(held).toContain(dispenser);

    const fresh = algosdk.generateAccount();
    const params = await clients.algod.getTransactionParams().do();
    await sendWithKmd(fundingPayment(dispenser, fresh.addr.toString(), 2_500_000n, params));
    const account = await new AlgodReader(profile.algod).account(fresh.addr.toString());
    expect(BigInt(account.amount)).toBe(2_500_000n);

    const imported = await clients.kmd!.withWallet(DISPENSER_WALLET, '', (s) => s.importKey(fresh.sk));
    expect(imported).toBe(fresh.addr.toString());
    // The new account is offline with 2.5 Algo: the dispenser stays the same.
    expect(await findDispenser(profile, clients.kmd)).toBe(dispenser);
  }, 30_000);

  it('says so when the network has no kmd', async () => {
    const { kmd: _none, ...withoutKmd } = profile;
    const error = await findDispenser(withoutKmd, undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FundError);
    expect((error as FundError).message).toBe(FUND_MESSAGES.noKmd);
  });
});

describe('explorer parity reads against the sandbox', () => {
  it("keeps an asset's total of 2^64 − 1 exact in the indexer's answer, and holdings by algod", async () => {
    const dispenser = await findDispenser(profile, clients.kmd);
    const params = await clients.algod.getTransactionParams().do();
    const result = await sendWithKmd(
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: dispenser,
        total: MAX,
        decimals: 0,
        defaultFrozen: false,
        unitName: 'MAX',
        assetName: 'Max supply',
        suggestedParams: params,
      }),
    );
    const id = result.kind === 'committed' ? result.created[0]!.assetId! : 0n;
    const asset = await loadAsset(profile, id);
    expect(asset.answer?.service).toBe('indexer');
    expect(formatJson(asset.answer!.json)).toContain(`"total": ${MAX}`);

    const reader = new AlgodReader(profile.algod);
    expect(BigInt((await reader.holding(dispenser, id))!.amount)).toBe(MAX);
    expect(await reader.holding(algosdk.generateAccount().addr.toString(), id)).toBeUndefined();

    const block = await loadBlock(profile, 1n);
    expect(block.answer?.path).toBe('/v2/blocks/1');
  }, 30_000);

  it("computes an application's account as the node does", () => {
    expect(applicationAddress(7n)).toBe(algosdk.getApplicationAddress(7n).toString());
  });
});

/**
 * Indexer query latency on 100,000 transactions. The chain is built directly as algosdk blocks
 * (ChainBuilder: real transactions and apply data, placeholder signatures — the indexer never
 * verifies them, and signing 100k in JS would dominate the run), fed to the indexer through its
 * ledger subscription like live blocks, then queried over HTTP on 127.0.0.1. Prints; never asserts.
 *
 *   npx tsx bench/sandbox-indexer.ts [transactions]
 */
import algosdk from 'algosdk';
import { serve } from '../packages/sandbox/src/http/serve';
import { createIndexerApp } from '../packages/sandbox/src/indexer/createIndexerApp';
import { ChainBuilder } from '../packages/sandbox/src/indexer/testing/ChainBuilder';
import { prng } from '../packages/sandbox/src/indexer/testing/prng';

const TOTAL = Number(process.argv[2] ?? 100_000);
const PER_BLOCK = 10;
const ACCOUNTS = 200;
const ASSETS = 20;
const TOKEN = 'a'.repeat(64);
const rand = prng(42);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
const fakeSig = new Uint8Array(64).fill(1);
const signed = (txn: algosdk.Transaction) => new algosdk.SignedTransaction({ txn, sig: fakeSig });

function buildChain(): { chain: ChainBuilder; addresses: string[]; assets: bigint[] } {
  const chain = new ChainBuilder({ accounts: ACCOUNTS, seed: 1 });
  const addresses = chain.accounts.map((a) => a.address);
  const assets: bigint[] = [];
  // Assets first, then every account opts in to each, so transfers are valid.
  const creates = Array.from({ length: ASSETS }, (_, i) =>
    signed(
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: addresses[i % ACCOUNTS] as string,
        total: 10n ** 15n,
        decimals: 0,
        defaultFrozen: false,
        unitName: `A${i}`,
        assetName: `Bench asset ${i}`,
        suggestedParams: chain.params(),
      }),
    ),
  );
  const blk = chain.commit(creates);
  for (const stib of blk.payset) assets.push(stib.signedTxn.applyData.configAsset as bigint);
  let made = ASSETS;
  for (const asset of assets) {
    for (let i = 0; i < ACCOUNTS; i += PER_BLOCK) {
      chain.commit(
        addresses.slice(i, i + PER_BLOCK).map((a) =>
          signed(
            algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
              sender: a,
              receiver: a,
              amount: 0,
              assetIndex: asset,
              suggestedParams: chain.params(),
            }),
          ),
        ),
      );
      made += PER_BLOCK;
    }
  }
  while (made < TOTAL) {
    const txns: algosdk.SignedTransaction[] = [];
    for (let i = 0; i < PER_BLOCK && made < TOTAL; i++, made++) {
      const from = pick(addresses);
      const to = pick(addresses);
      const r = rand();
      const sp = chain.params();
      const note = rand() < 0.3 ? new TextEncoder().encode(`bench ${made}`) : undefined;
      if (r < 0.75) {
        txns.push(
          signed(
            algosdk.makePaymentTxnWithSuggestedParamsFromObject({
              sender: from,
              receiver: to,
              amount: 1 + Math.floor(rand() * 1000),
              suggestedParams: sp,
              ...(note && { note }),
            }),
          ),
        );
      } else if (r < 0.98) {
        txns.push(
          signed(
            algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
              sender: from,
              receiver: to,
              amount: 1,
              assetIndex: pick(assets),
              suggestedParams: sp,
            }),
          ),
        );
      } else {
        txns.push(
          signed(
            algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
              sender: from,
              suggestedParams: sp,
            }),
          ),
        );
      }
    }
    chain.commit(txns);
  }
  return { chain, addresses, assets };
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function main(): Promise<void> {
  let t = performance.now();
  const { chain, addresses, assets } = buildChain();
  const buildMs = performance.now() - t;
  t = performance.now();
  const app = createIndexerApp({ ledger: chain.ledger, token: TOKEN });
  const ingestMs = performance.now() - t;
  const served = await serve(app, '127.0.0.1', 0);
  const rounds = Number(chain.ledger.latestRound());
  const health = (await (await fetch(`${served.url}/health`)).json()) as { round: number };
  const txid = (chain.lastTxids[0] ?? '') as string;
  console.log(
    `sandbox indexer bench: ${TOTAL} transactions in ${rounds} blocks, ${ACCOUNTS} accounts, ${ASSETS} assets`,
  );
  console.log(
    `  chain built in ${(buildMs / 1000).toFixed(1)} s; indexed in ${(ingestMs / 1000).toFixed(1)} s (${Math.round(TOTAL / (ingestMs / 1000))} txn/s); health round ${health.round}`,
  );
  console.log(`  heap used ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`);
  const cases: Array<[string, () => string]> = [
    ['account transactions (default limit 1000)', () => `/v2/accounts/${pick(addresses)}/transactions`],
    ['account transactions, limit 100', () => `/v2/accounts/${pick(addresses)}/transactions?limit=100`],
    ['search by address, limit 100', () => `/v2/transactions?address=${pick(addresses)}&limit=100`],
    [
      'search by address + role + type',
      () => `/v2/transactions?address=${pick(addresses)}&address-role=receiver&tx-type=axfer&limit=100`,
    ],
    [
      'search by type (axfer), limit 100',
      () => `/v2/transactions?tx-type=axfer&limit=100&min-round=${Math.floor(rand() * rounds)}`,
    ],
    ['search by asset, limit 100', () => `/v2/assets/${pick(assets)}/transactions?limit=100`],
    [
      'search by note prefix (full scan), limit 100',
      () =>
        `/v2/transactions?note-prefix=${encodeURIComponent(Buffer.from('bench 9').toString('base64'))}&limit=100`,
    ],
    ['lookup transaction by id', () => `/v2/transactions/${txid}`],
    [
      'block headers, limit 100',
      () => `/v2/block-headers?limit=100&min-round=${Math.floor(rand() * rounds)}`,
    ],
    ['block with transactions', () => `/v2/blocks/${1 + Math.floor(rand() * rounds)}`],
    ['account lookup', () => `/v2/accounts/${pick(addresses)}`],
    ['asset balances', () => `/v2/assets/${pick(assets)}/balances`],
    ['accounts list, limit 100', () => '/v2/accounts?limit=100'],
  ];
  const N = 200;
  for (const [name, path] of cases) {
    for (let i = 0; i < 5; i++)
      await fetch(`${served.url}${path()}`, { headers: { 'X-Indexer-API-Token': TOKEN } });
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < N; i++) {
      const start = performance.now();
      const res = await fetch(`${served.url}${path()}`, { headers: { 'X-Indexer-API-Token': TOKEN } });
      bytes += (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(46)} p50 ${pct(times, 50).toFixed(2).padStart(7)} ms  p99 ${pct(times, 99).toFixed(2).padStart(7)} ms  (${Math.round(bytes / N / 1024)} KiB)`,
    );
  }
  await served.close();
}

await main();

import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBigInt } from '../../src/format/toBigInt';
import { IndexerReader } from '../../src/indexer/IndexerReader';
import type { IdxTransaction } from '../../src/indexer/indexerModels';
import { newestFirstPage, txnPlace, type NewestCursor } from '../../src/indexer/newestFirstPage';
import { fundedAccount, startSandboxProcess, type SandboxProcess } from './startSandboxProcess';

let sb: SandboxProcess;
let rich: algosdk.Account;
let reader: IndexerReader;
const NOTE = 'newest-first';

/** `count` payments with the note, as one group (one round) or one by one (a round each). */
async function pay(count: number, grouped: boolean) {
  const sp = await sb.algod.getTransactionParams().do();
  const txns = Array.from({ length: count }, (_, i) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rich.addr,
      receiver: algosdk.generateAccount().addr,
      amount: 100_000 + i,
      note: new TextEncoder().encode(`${NOTE} ${i}`),
      suggestedParams: sp,
    }),
  );
  if (grouped) algosdk.assignGroupID(txns);
  const send = async (group: algosdk.Transaction[]) => {
    const { txid } = await sb.algod.sendRawTransaction(group.map((t) => t.signTxn(rich.sk))).do();
    await algosdk.waitForConfirmation(sb.algod, txid, 10);
  };
  if (grouped) await send(txns);
  else for (const t of txns) await send([t]);
}

const notePrefix = Buffer.from(NOTE).toString('base64');

/** Until the indexer has caught up with algod (it follows the ledger on its own). */
async function indexerAt(round: bigint) {
  for (let i = 0; i < 50; i++) {
    const page = await reader.searchTransactions({ limit: 1 });
    if (toBigInt(page.currentRound) >= round) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function nextPage(top: bigint, cursor?: NewestCursor) {
  return newestFirstPage<IdxTransaction>(
    (w) =>
      reader.searchTransactions({
        'note-prefix': notePrefix,
        'min-round': w.min,
        'max-round': w.max,
        limit: w.limit,
        ...(w.next !== undefined && { next: w.next }),
      }),
    txnPlace,
    { size: 4, top, floor: 0n, ...(cursor !== undefined && { cursor }) },
  );
}

beforeAll(async () => {
  sb = await startSandboxProcess();
  rich = await fundedAccount(sb.kmd);
  reader = new IndexerReader({
    url: sb.urls.indexer,
    port: null,
    pathPrefix: '',
    token: sb.urls.token,
    tokenHeader: 'X-Indexer-API-Token',
  });
  await pay(5, false);
  await pay(6, true);
  await pay(3, false);
}, 60_000);

afterAll(async () => {
  await sb?.stop();
});

describe('newest-first pages from the sandbox indexer (which lists a search oldest first)', () => {
  it('pages every matching transaction newest first, once each, while new blocks arrive', async () => {
    const status = await sb.algod.status().do();
    await indexerAt(status.lastRound);
    const oldestFirst = await reader.searchTransactions({ 'note-prefix': notePrefix, limit: 100 });
    const expected = oldestFirst.items.map((t) => t.id).reverse();
    expect(expected).toHaveLength(14);
    const top = toBigInt(oldestFirst.currentRound);
    const seen: (string | undefined)[] = [];
    let page = await nextPage(top);
    seen.push(...page.items.map((t) => t.id));
    // Newer payments after the first page: the pinned list must neither show them nor shift.
    await pay(2, false);
    while (page.next !== undefined) {
      page = await nextPage(top, page.next);
      seen.push(...page.items.map((t) => t.id));
      if (seen.length > 40) break;
    }
    expect(seen).toEqual(expected);
    // The group's six share one round and were split across pages.
    const rounds = new Set(oldestFirst.items.map((t) => String(t['confirmed-round'])));
    expect(rounds.size).toBe(9);
  }, 60_000);
});

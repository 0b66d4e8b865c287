import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { ChainBuilder } from '../testing/ChainBuilder';
import { buildScenario } from '../testing/scenario';
import { followLedger } from './followLedger';
import { IndexStore } from './IndexStore';

function indexAll(chain: ChainBuilder): IndexStore {
  const store = new IndexStore(chain.genesis);
  for (const b of chain.ledger.blocks) store.addBlock(b);
  return store;
}

describe('IndexStore rows', () => {
  it('numbers rows depth-first, inner transactions taking intra offsets, roots pointing at their trees', () => {
    const s = buildScenario();
    const store = indexAll(s.chain);
    const round10 = store.blockAt(10);
    expect(round10?.roots.map((p) => store.rows[p]?.intra)).toEqual([0, 1, 2]);
    const call = store.rows[store.byTxid.get(s.txids.appCall as string) as number];
    expect(call?.endPos).toBe((call?.pos as number) + 1);
    const inner = store.rows[(call?.pos as number) + 1];
    expect(inner?.rootPos).toBe(call?.pos);
    expect(inner?.intra).toBe(3);
    expect(inner?.txid).toBeUndefined();
    // A root lists its inner transactions' addresses too; an inner row only its own.
    expect(call?.participants).toContain(algosdk.getApplicationAddress(s.app).toString());
    expect(inner?.participants).not.toContain(s.b);
  });

  it('restores genesis id/hash so txids match what algosdk computed before the block stripped them', () => {
    const s = buildScenario();
    const store = indexAll(s.chain);
    for (const txid of Object.values(s.txids)) expect(store.byTxid.has(txid)).toBe(true);
    const root = store.rows[store.byTxid.get(s.txids.fundMsig as string) as number];
    expect(root?.genesisId).toBe('sandnet-v1');
    expect(root?.genesisHash).toEqual(s.chain.ledger.genesisHash);
    expect((root && store.stxn(root))?.signedTxn.txn.genesisID).toBeFalsy(); // as the block stores it
  });

  it('ignores a block it already has and refuses to go backwards', () => {
    const s = buildScenario();
    const store = indexAll(s.chain);
    const rows = store.rows.length;
    expect(store.addBlock(s.chain.ledger.blocks[3] as algosdk.Block)).toBe(false);
    expect(store.rows.length).toBe(rows);
  });

  it('derives created ids from the txn counter when apply data lacks them (old blocks)', () => {
    const chain = new ChainBuilder({ accounts: 1, seed: 2 });
    const a = chain.accounts[0] as { address: string; sk: Uint8Array };
    const block = chain.commit([
      chain.sign(
        algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
          sender: a.address,
          total: 5,
          decimals: 0,
          defaultFrozen: false,
          suggestedParams: chain.params(),
        }),
        a.sk,
      ),
    ]);
    const stib = block.payset[0] as algosdk.SignedTxnInBlock;
    const id = stib.signedTxn.applyData.configAsset as bigint;
    delete stib.signedTxn.applyData.configAsset;
    const store = indexAll(chain);
    expect(store.rows[0]?.createdIndex).toBe(id);
    expect(store.state.assets.assets.get(id)?.params.total).toBe(5n);
  });
});

describe('derived lifecycle', () => {
  it('tracks accounts, holdings, assets, apps and local states through their lives', () => {
    const s = buildScenario();
    const { state } = indexAll(s.chain);
    expect(state.accounts.get(s.d)).toMatchObject({
      deleted: true,
      closedAt: 11,
      createdAt: 0,
      sigType: 'sig',
    });
    expect(state.accounts.get(s.msig)).toMatchObject({ createdAt: 1, sigType: 'msig' });
    const holdings = state.assets.assets.get(s.coin)?.holders;
    expect(holdings?.get(s.b)).toMatchObject({ amount: 400n, frozen: true, optedInAt: 6, deleted: false });
    expect(holdings?.get(s.c)).toMatchObject({ amount: 0n, deleted: true, optedOutAt: 6 });
    expect(holdings?.get(s.a)?.amount).toBe(999_600n);
    expect(state.assets.assets.get(s.coin)?.params.clawback).toBeUndefined();
    expect(state.assets.assets.get(s.doomed)).toMatchObject({ deleted: true, destroyedAt: 6 });
    const app = state.apps.apps.get(s.app);
    expect(app).toMatchObject({ deleted: true, deletedAt: 11, createdAt: 9 });
    expect(app?.globalState.get('count')?.uint).toBe(2n);
    expect(state.apps.localsByAccount.get(s.b)?.get(s.app)).toMatchObject({
      deleted: true,
      optedInAt: 10,
      closedOutAt: 11,
    });
    // Accounts sort by public key, not by the base32 text.
    const keys = state.sortedAccounts.map((a) => a.sortKey);
    expect(keys).toEqual([...keys].sort());
  });
});

describe('followLedger', () => {
  it('catches up on what the ledger has, makes round 0 when missing, and fills gaps', () => {
    const chain = new ChainBuilder({ accounts: 2, seed: 5 });
    const [a, b] = chain.accounts as [
      { address: string; sk: Uint8Array },
      { address: string; sk: Uint8Array },
    ];
    const pay = () =>
      chain.sign(
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: a.address,
          receiver: b.address,
          amount: 1,
          suggestedParams: chain.params(),
        }),
        a.sk,
      );
    chain.commit([pay()]);
    const store = new IndexStore(chain.genesis);
    const follower = followLedger(chain.ledger, store);
    expect(store.round).toBe(1);
    expect(store.blockAt(0)?.header.round).toBe(0n);
    chain.commit([pay()]);
    expect(store.round).toBe(2);
    follower.stop();
    chain.commit([pay()]);
    chain.commit([pay()]);
    expect(store.round).toBe(2);
    const again = followLedger(chain.ledger, store);
    expect(store.round).toBe(4);
    expect(again.lastError()).toBeUndefined();
  });

  it('keeps a failing block out of the commit path and reports it', () => {
    const chain = new ChainBuilder({ accounts: 1, seed: 6 });
    const store = new IndexStore(chain.genesis);
    const follower = followLedger(chain.ledger, store);
    const broken = { header: { round: 1n }, payset: [null] } as unknown as algosdk.Block;
    expect(() => chain.ledger.commit(broken)).not.toThrow();
    expect(follower.lastError()).toBeDefined();
  });
});

import algosdk from 'algosdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LedgerHarness, ledgerHarness } from './support/ledgerHarness';
import type { TestAccount } from './support/accounts';

// Every asset operation through the ledger, with algod's own rejection texts.
describe('asset rules', () => {
  let h: LedgerHarness;
  let creator: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;

  const create = (
    extra: Partial<Parameters<typeof algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject>[0]> = {},
    without?: 'clawback',
  ) => {
    const fields: Parameters<typeof algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject>[0] = {
      sender: creator.addr,
      total: 1000,
      decimals: 2,
      defaultFrozen: false,
      unitName: 'TST',
      assetName: 'Test asset',
      assetURL: 'https://example.com',
      manager: creator.addr,
      reserve: creator.addr,
      freeze: creator.addr,
      clawback: creator.addr,
      suggestedParams: h.params(),
      ...extra,
    };
    if (without !== undefined) delete (fields as Partial<typeof fields>)[without];
    const txid = h.send(algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject(fields));
    const where = h.ledger.confirmed(txid);
    const ad = h.ledger.block(where!.round)!.payset[where!.index]!.signedTxn.applyData;
    return { id: ad.configAsset as bigint, txid };
  };
  const optIn = (who: TestAccount, id: bigint) =>
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: who.addr,
      receiver: who.addr,
      amount: 0,
      assetIndex: id,
      suggestedParams: h.params(),
    });
  const xfer = (
    from: TestAccount,
    to: string,
    id: bigint,
    amount: number,
    extra: Partial<Parameters<typeof algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject>[0]> = {},
  ) =>
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to,
      amount,
      assetIndex: id,
      suggestedParams: h.params(),
      ...extra,
    });

  beforeAll(async () => {
    h = await ledgerHarness();
    creator = h.funded(10_000_000);
    alice = h.funded(1_000_000);
    bob = h.funded(1_000_000);
  });

  it('creates an asset whose id is the txn counter, the creator holding the supply', () => {
    const before = h.ledger.block(h.ledger.latestRound())!.header.txnCounter;
    const { id } = create();
    expect(id).toBe(before + 1n);
    expect(id).toBeGreaterThan(1000n);
    const asset = h.ledger.asset(id)!;
    const params = asset.params!;
    expect(params.creator).toBe(creator.addr);
    expect(params.total).toBe(1000n);
    expect(params.unitName).toBe('TST');
    const acct = h.ledger.account(creator.addr);
    expect(acct.assets?.[0]?.amount).toBe(1000n);
    expect(acct.totalCreatedAssets).toBe(1);
    expect(acct.minBalance).toBe(200_000n);
  });

  it('opts in, transfers, and refuses a receiver that has not opted in', () => {
    const { id } = create();
    h.send(optIn(alice, id));
    expect(h.ledger.account(alice.addr).assets?.find((a) => a.assetId === id)?.amount).toBe(0n);
    h.send(xfer(creator, alice.addr, id, 100));
    expect(h.ledger.account(alice.addr).assets?.find((a) => a.assetId === id)?.amount).toBe(100n);
    const t = xfer(creator, bob.addr, id, 5);
    expect(h.reject(t)).toBe(
      `TransactionPool.Remember: transaction ${t.txID()}: receiver error: must optin, asset ${id} missing from ${bob.addr}`,
    );
    const missing = xfer(bob, alice.addr, id, 1);
    expect(h.reject(missing)).toBe(
      `TransactionPool.Remember: transaction ${missing.txID()}: asset ${id} missing from ${bob.addr}`,
    );
  });

  it('closes a holding out to another account, recording the closing amount', () => {
    const { id } = create();
    h.send(optIn(alice, id));
    h.send(xfer(creator, alice.addr, id, 40));
    const close = xfer(alice, creator.addr, id, 10, { closeRemainderTo: creator.addr });
    const txid = h.send(close);
    const where = h.ledger.confirmed(txid)!;
    expect(h.ledger.block(where.round)!.payset[where.index]!.signedTxn.applyData.assetClosingAmount).toBe(
      30n,
    );
    expect(h.ledger.accountState(alice.addr)?.assets.has(id)).toBe(false);
    expect(h.ledger.accountState(creator.addr)?.assets.get(id)?.amount).toBe(1000n);
    const byCreator = xfer(creator, alice.addr, id, 0, { closeRemainderTo: alice.addr });
    expect(h.reject(byCreator)).toBe(
      `TransactionPool.Remember: transaction ${byCreator.txID()}: cannot close asset ID in allocating account`,
    );
  });

  it('freezes and unfreezes; a frozen holding cannot send, clawback still can', () => {
    const { id } = create();
    h.send(optIn(alice, id));
    h.send(xfer(creator, alice.addr, id, 50));
    h.send(
      algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        freezeTarget: alice.addr,
        assetIndex: id,
        frozen: true,
        suggestedParams: h.params(),
      }),
    );
    expect(h.ledger.accountState(alice.addr)?.assets.get(id)?.frozen).toBe(true);
    const frozen = xfer(alice, creator.addr, id, 1);
    expect(h.reject(frozen)).toBe(
      `TransactionPool.Remember: transaction ${frozen.txID()}: asset ${id} frozen in ${alice.addr}`,
    );
    h.send(xfer(creator, creator.addr, id, 20, { assetSender: alice.addr }));
    expect(h.ledger.accountState(alice.addr)?.assets.get(id)?.amount).toBe(30n);
    const notFreezer = algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: bob.addr,
      freezeTarget: alice.addr,
      assetIndex: id,
      frozen: false,
      suggestedParams: h.params(),
    });
    expect(h.reject(notFreezer)).toBe(
      `TransactionPool.Remember: transaction ${notFreezer.txID()}: freeze not allowed: sender ${bob.addr}, freeze ${creator.addr}`,
    );
    h.send(
      algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        freezeTarget: alice.addr,
        assetIndex: id,
        frozen: false,
        suggestedParams: h.params(),
      }),
    );
    h.send(xfer(alice, creator.addr, id, 1));
    expect(h.ledger.accountState(alice.addr)?.assets.get(id)).toEqual({ amount: 29n, frozen: false });
  });

  it('lets only the clawback address claw back', () => {
    const { id } = create();
    h.send(optIn(alice, id));
    h.send(xfer(creator, alice.addr, id, 10));
    const t = xfer(bob, bob.addr, id, 1, { assetSender: alice.addr });
    expect(h.reject(t)).toBe(
      `TransactionPool.Remember: transaction ${t.txID()}: clawback not allowed: sender ${bob.addr}, clawback ${creator.addr}`,
    );
  });

  it('opts into a default-frozen asset frozen', () => {
    const { id } = create({ defaultFrozen: true });
    h.send(optIn(bob, id));
    expect(h.ledger.accountState(bob.addr)?.assets.get(id)).toEqual({ amount: 0n, frozen: true });
  });

  it('reconfigures by the manager only; a cleared address stays cleared', () => {
    const { id } = create({}, 'clawback');
    const cfg = (
      sender: TestAccount,
      fields: Partial<Parameters<typeof algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject>[0]>,
    ) =>
      algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
        sender: sender.addr,
        assetIndex: id,
        manager: creator.addr,
        reserve: alice.addr,
        freeze: creator.addr,
        clawback: alice.addr,
        strictEmptyAddressChecking: false,
        suggestedParams: h.params(),
        ...fields,
      });
    h.send(cfg(creator, {}));
    const p = h.ledger.asset(id)!.params!;
    expect(p.reserve).toBe(alice.addr);
    expect(p.clawback).toBeUndefined();
    const byOther = cfg(alice, {});
    expect(h.reject(byOther)).toBe(
      `TransactionPool.Remember: transaction ${byOther.txID()}: this transaction should be issued by the manager. It is issued by ${alice.addr}, manager key ${creator.addr}`,
    );
  });

  it('destroys only when the creator holds the whole supply', () => {
    const { id } = create();
    h.send(optIn(alice, id));
    h.send(xfer(creator, alice.addr, id, 7));
    const destroy = () =>
      algosdk.makeAssetDestroyTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        assetIndex: id,
        suggestedParams: h.params(),
      });
    const early = destroy();
    expect(h.reject(early)).toBe(
      `TransactionPool.Remember: transaction ${early.txID()}: cannot destroy asset: creator is holding only 993/1000`,
    );
    h.send(xfer(alice, creator.addr, id, 7));
    h.send(destroy());
    expect(h.ledger.asset(id)).toBeUndefined();
    const gone = optIn(bob, id);
    expect(h.reject(gone)).toBe(
      `TransactionPool.Remember: transaction ${gone.txID()}: asset ${id} does not exist or has been deleted`,
    );
  });

  it('charges 100000 of minimum balance per asset held', () => {
    const poor = h.funded(150_000);
    const { id } = create();
    const t = optIn(poor, id);
    expect(h.reject(t)).toBe(
      `TransactionPool.Remember: transaction ${t.txID()}: account ${poor.addr} balance 149000 below min 200000 (1 assets)`,
    );
    h.send(h.pay(h.rich[0]!, poor.addr, 100_000));
    h.send(optIn(poor, id));
    expect(h.ledger.account(poor.addr).minBalance).toBe(200_000n);
  });
});

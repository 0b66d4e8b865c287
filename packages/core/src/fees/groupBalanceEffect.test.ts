import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES } from './feeMessages';
import { groupBalanceEffect } from './groupBalanceEffect';
import { boxMinBalance, schemaMinBalance } from './minimumBalance';

const A = algosdk.generateAccount().addr;
const B = algosdk.generateAccount().addr;
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 100,
  genesisHash: new Uint8Array(32),
};
const pay = (
  from: algosdk.Address,
  to: algosdk.Address,
  amount: bigint,
  closeRemainderTo?: algosdk.Address,
) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount,
    suggestedParams: sp,
    ...(closeRemainderTo ? { closeRemainderTo } : {}),
  });
const accounts = (a: bigint, b: bigint) =>
  new Map([
    [A.toString(), { balance: a, minBalance: 100_000n }],
    [B.toString(), { balance: b, minBalance: 100_000n }],
  ]);

describe('groupBalanceEffect', () => {
  it('moves amounts and fees in order and warns below the minimum', () => {
    const [a, b] = groupBalanceEffect([pay(A, B, 950_000n)], { accounts: accounts(1_000_000n, 0n) });
    expect(a).toMatchObject({ balanceAfter: 49_000n, minAfter: 100_000n, belowMin: true });
    expect(a?.warnings).toEqual([FEE_MESSAGES.belowMin(A.toString(), 49_000n, 100_000n)]);
    expect(b).toMatchObject({ balanceAfter: 950_000n, belowMin: false });
  });

  // go: ledger/eval/eval.go checkMinBalance, data/basics/userBalance.go MinBalance
  it('holds a receiver the ledger has never seen to the base minimum (algod may say 0 for it)', () => {
    const unseen = new Map([
      [A.toString(), { balance: 10_000_000n, minBalance: 100_000n }],
      [B.toString(), { balance: 0n, minBalance: 0n }],
    ]);
    const [, b] = groupBalanceEffect([pay(A, B, 50_000n)], { accounts: unseen });
    expect(b).toMatchObject({ balanceAfter: 50_000n, minAfter: 100_000n, belowMin: true });
    expect(b?.warnings).toEqual([FEE_MESSAGES.belowMin(B.toString(), 50_000n, 100_000n)]);
    // paid nothing, it stays no account at all: no minimum, no warning
    const [, untouched] = groupBalanceEffect([pay(A, B, 0n)], { accounts: unseen });
    expect(untouched).toMatchObject({ balanceAfter: 0n, belowMin: false, warnings: [] });
  });

  it('frees the minimum of an account closed out', () => {
    const [a, b] = groupBalanceEffect([pay(A, B, 0n, B)], { accounts: accounts(500_000n, 200_000n) });
    expect(a).toMatchObject({ balanceAfter: 0n, minAfter: 0n, closed: true, belowMin: false });
    expect(b?.balanceAfter).toBe(699_000n);
  });

  it('says when an account cannot pay at all', () => {
    const [a] = groupBalanceEffect([pay(A, B, 10n)], { accounts: accounts(500n, 0n) });
    expect(a?.warnings).toEqual([FEE_MESSAGES.overspend(A.toString(), -510n)]);
    // no balance "ends at" a negative amount: the text says by how much fees and payments exceed it
    expect(a?.warnings[0]).toBe(
      `${A.toString()} does not hold enough ALGO for this group: its fees and payments come to 0.00051 ALGO more than it holds.`,
    );
  });

  it('counts an asset opt-in once and an opt-out', () => {
    const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: A,
      receiver: A,
      amount: 0,
      assetIndex: 9,
      suggestedParams: sp,
    });
    const [a] = groupBalanceEffect([optIn, optIn], { accounts: accounts(1_000_000n, 0n) });
    expect(a?.minAfter).toBe(200_000n);
    const held = new Map([[A.toString(), { balance: 1_000_000n, minBalance: 200_000n, assets: [9n] }]]);
    expect(groupBalanceEffect([optIn], { accounts: held })[0]?.minAfter).toBe(200_000n);
    const optOut = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: A,
      receiver: B,
      closeRemainderTo: B,
      amount: 0,
      assetIndex: 9,
      suggestedParams: sp,
    });
    expect(groupBalanceEffect([optOut], { accounts: held })[0]?.minAfter).toBe(100_000n);
    // Holdings unknown: the opt-out is taken as freeing one holding.
    const unknownHoldings = new Map([[A.toString(), { balance: 1_000_000n, minBalance: 200_000n }]]);
    expect(groupBalanceEffect([optOut], { accounts: unknownHoldings })[0]?.minAfter).toBe(100_000n);
    // Holdings known and the asset not among them: nothing to free.
    const none = new Map([[A.toString(), { balance: 1_000_000n, minBalance: 100_000n, assets: [] }]]);
    expect(groupBalanceEffect([optOut], { accounts: none })[0]?.minAfter).toBe(100_000n);
    const claw = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: A,
      receiver: A,
      assetSender: B,
      amount: 0,
      assetIndex: 9,
      suggestedParams: sp,
    });
    expect(groupBalanceEffect([claw], { accounts: none })[0]?.minAfter).toBe(100_000n);
  });

  it('counts asset creation and destruction', () => {
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: A,
      total: 1,
      decimals: 0,
      defaultFrozen: false,
      manager: A,
      suggestedParams: sp,
    });
    const destroy = algosdk.makeAssetDestroyTxnWithSuggestedParamsFromObject({
      sender: A,
      assetIndex: 4,
      suggestedParams: sp,
    });
    expect(groupBalanceEffect([create], { accounts: accounts(1_000_000n, 0n) })[0]?.minAfter).toBe(200_000n);
    expect(groupBalanceEffect([destroy], { accounts: accounts(1_000_000n, 0n) })[0]?.minAfter).toBe(0n);
  });

  it('counts app creation with pages and schema, and opt-in with the local schema', () => {
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: A,
      approvalProgram: new Uint8Array([1]),
      clearProgram: new Uint8Array([1]),
      numGlobalInts: 2,
      numGlobalByteSlices: 1,
      numLocalInts: 1,
      numLocalByteSlices: 0,
      extraPages: 1,
      onComplete: algosdk.OnApplicationComplete.OptInOC,
      suggestedParams: sp,
    });
    const [a] = groupBalanceEffect([create], { accounts: accounts(10_000_000n, 0n) });
    // 100000 base + 2 pages + global 2×28500 + 1×50000 + opt-in 100000 + local 1×28500
    expect(a?.minAfter).toBe(100_000n + 200_000n + 57_000n + 50_000n + 100_000n + 28_500n);

    const optIn = algosdk.makeApplicationOptInTxnFromObject({ sender: B, appIndex: 7, suggestedParams: sp });
    const apps = new Map([
      [
        7n,
        { global: { numUint: 0, numByteSlice: 0 }, local: { numUint: 2, numByteSlice: 3 }, extraPages: 0 },
      ],
    ]);
    expect(groupBalanceEffect([optIn], { accounts: accounts(0n, 1_000_000n), apps })[0]?.minAfter).toBe(
      200_000n + schemaMinBalance({ numUint: 2, numByteSlice: 3 }),
    );
    const unknown = groupBalanceEffect([optIn], { accounts: accounts(0n, 1_000_000n) })[0];
    expect(unknown?.warnings).toEqual([FEE_MESSAGES.unknownApp(7n)]);
  });

  it('prices boxes and schema entries as sandbox.md says', () => {
    expect(boxMinBalance(4, 100)).toBe(2500n + 400n * 104n);
    expect(schemaMinBalance({ numUint: 1, numByteSlice: 1 })).toBe(28_500n + 50_000n);
  });
});

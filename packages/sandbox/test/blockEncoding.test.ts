import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockHash } from '../src/ledger/block/blockHash';
import { newAccount, type TestAccount } from './support/accounts';
import { compile, createAppTxn } from './support/apps';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

/**
 * Blocks are encoded once, by splicing each transaction's signed bytes (ledger/block/encodeBlockTxn,
 * makeBlock). Every kind of transaction and apply data must come out byte for byte as algosdk's
 * encoder writes the same block, and the hash as the header's.
 */
describe('block msgpack built from signed bytes equals algosdk encoding', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let b: TestAccount;

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 2 });
    [a, b] = h.rich as [TestAccount, TestAccount];
  });
  afterAll(() => h.stop());

  const expectSameAsAlgosdk = (round: bigint) => {
    const ledger = h.sb.ledger;
    const encoded = ledger.encodedBlock(round) as Uint8Array;
    const block = ledger.block(round) as algosdk.Block;
    expect(Buffer.from(encoded).toString('hex')).toBe(
      Buffer.from(algosdk.encodeMsgpack(block)).toString('hex'),
    );
    const decoded = algosdk.decodeMsgpack(encoded, algosdk.Block);
    expect(Buffer.from(algosdk.encodeMsgpack(decoded)).equals(Buffer.from(encoded))).toBe(true);
    expect(ledger.blockHash(round)).toEqual(blockHash(block.header));
  };
  const accepted = async (txns: algosdk.Transaction[], signers: TestAccount[]) => {
    const reply = await h.post(txns, signers);
    expect(reply.status, reply.text).toBe(200);
    expectSameAsAlgosdk(h.sb.ledger.latestRound());
  };

  it('payments, close-outs, rekeys, no genesis id, groups', async () => {
    const c = newAccount();
    await accepted(
      [
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: a.addr,
          receiver: c.addr,
          amount: 5_000_000,
          note: new Uint8Array(300).fill(7),
          suggestedParams: h.params(),
        }),
      ],
      [a],
    );
    // Rekey c to b, then b signs for c (sgnr), closing c out (closing amount in apply data).
    await accepted(
      [
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: c.addr,
          receiver: c.addr,
          amount: 0,
          rekeyTo: b.addr,
          suggestedParams: h.params({ genesisID: '' }),
        }),
      ],
      [c],
    );
    // algod accepts a transaction naming no genesis id (only a different one is refused); its block
    // entry has no `hgi`.
    expect((h.sb.ledger.block(h.sb.ledger.latestRound()) as algosdk.Block).payset[0]?.hasGenesisID).toBe(
      false,
    );
    await accepted(
      [
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: c.addr,
          receiver: a.addr,
          amount: 1,
          closeRemainderTo: a.addr,
          suggestedParams: h.params({ fee: 2000n }),
        }),
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: b.addr,
          receiver: a.addr,
          amount: 0,
          suggestedParams: h.params({ fee: 0n }),
        }),
      ],
      [b, b],
    );
  });

  it('assets, key registration, multisig and logic sigs (algosdk encoder path)', async () => {
    await accepted(
      [
        algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
          sender: a.addr,
          total: 1000,
          decimals: 2,
          defaultFrozen: false,
          unitName: 'U',
          assetName: 'Unit',
          manager: a.addr,
          suggestedParams: h.params(),
        }),
      ],
      [a],
    );
    const asset = (h.sb.ledger.block(h.sb.ledger.latestRound()) as algosdk.Block).payset[0]?.signedTxn
      .applyData.configAsset as bigint;
    expect(asset).toBeGreaterThan(0n);
    await accepted(
      [
        algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: a.addr,
          receiver: a.addr,
          amount: 0,
          assetIndex: asset,
          suggestedParams: h.params(),
        }),
        algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
          sender: b.addr,
          suggestedParams: h.params(),
        }),
      ],
      [a, b],
    );
    // Multisig 1-of-2 funding, then a payment signed by it.
    const msig = { version: 1, threshold: 1, addrs: [a.addr, b.addr] };
    const msigAddr = algosdk.multisigAddress(msig);
    await accepted(
      [
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: a.addr,
          receiver: msigAddr,
          amount: 1_000_000,
          suggestedParams: h.params(),
        }),
      ],
      [a],
    );
    const fromMsig = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: msigAddr,
      receiver: a.addr,
      amount: 1,
      suggestedParams: h.params(),
    });
    const { blob } = algosdk.signMultisigTransaction(fromMsig, msig, a.sk);
    const msigReply = await h.raw('/v2/transactions', { method: 'POST', body: blob });
    expect(msigReply.status, msigReply.text).toBe(200);
    expectSameAsAlgosdk(h.sb.ledger.latestRound());
    // An escrow logic sig.
    const program = await compile(h, '#pragma version 10\nint 1\n');
    const lsig = new algosdk.LogicSigAccount(program);
    await accepted(
      [
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: a.addr,
          receiver: lsig.address(),
          amount: 1_000_000,
          suggestedParams: h.params(),
        }),
      ],
      [a],
    );
    const fromLsig = algosdk.signLogicSigTransactionObject(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: lsig.address(),
        receiver: a.addr,
        amount: 1,
        suggestedParams: h.params(),
      }),
      lsig,
    );
    const lsigReply = await h.raw('/v2/transactions', { method: 'POST', body: fromLsig.blob });
    expect(lsigReply.status, lsigReply.text).toBe(200);
    expectSameAsAlgosdk(h.sb.ledger.latestRound());
  });

  it('app calls with logs, state deltas and inner transactions (eval delta)', async () => {
    const approval = await createAppTxn(
      h,
      a,
      [
        '#pragma version 10',
        'txn ApplicationID',
        'bz ok',
        'byte "k"',
        'int 7',
        'app_global_put',
        'byte "hello"',
        'log',
        'itxn_begin',
        'int pay',
        'itxn_field TypeEnum',
        'txn Sender',
        'itxn_field Receiver',
        'int 1',
        'itxn_field Amount',
        'itxn_submit',
        'ok:',
        'int 1',
      ].join('\n'),
      { globalInts: 1 },
      h.params(),
    );
    await accepted([approval], [a]);
    const app = (h.sb.ledger.block(h.sb.ledger.latestRound()) as algosdk.Block).payset[0]?.signedTxn.applyData
      .applicationID as bigint;
    await accepted(
      [
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: a.addr,
          receiver: algosdk.getApplicationAddress(app),
          amount: 1_000_000,
          suggestedParams: h.params(),
        }),
        algosdk.makeApplicationNoOpTxnFromObject({
          sender: a.addr,
          appIndex: app,
          appArgs: [new Uint8Array([1, 2, 3])],
          suggestedParams: h.params({ fee: 2000n }),
        }),
      ],
      [a, a],
    );
    const call = (h.sb.ledger.block(h.sb.ledger.latestRound()) as algosdk.Block).payset[1]?.signedTxn
      .applyData;
    expect(call?.evalDelta?.logs).toHaveLength(1);
    expect(call?.evalDelta?.innerTxns).toHaveLength(1);
  });
});

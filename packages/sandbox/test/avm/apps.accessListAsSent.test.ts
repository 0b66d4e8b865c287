import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32 } from '../../src/util/base32';
import { sha512_256 } from '../../src/util/sha512_256';
import { fastRawSign, fastSign } from '../support/fastSign';
import { TWO_NETWORKS, type TestNetwork } from '../support/twoNetworks';

/**
 * The access list `al` is what the transaction says, as it came, everywhere go reads it: the
 * signature and txid, simulate's well-formedness checks, the block, and the AVM (go-algorand
 * v5.0.0 data/transactions/application.go ResourceRef.wellFormed and HoldingRef/LocalsRef.Resolve;
 * data/transactions/logic/resources.go fillApplicationCallAccess). algosdk writes lists its own
 * way (it deduplicates entries and turns an index naming the called app into 0), so each list
 * here is written as raw msgpack. And every inner transaction is WellFormed before it runs
 * (data/transactions/logic/eval.go opItxnSubmit → data/transactions/transaction.go WellFormed).
 */
const m = (o: Record<string, unknown>) => new Map(Object.entries(o));
type Raw = Map<string, algosdk.MsgpackEncodingData>;

describe.each(TWO_NETWORKS)('the access list as it came, on the %s', (_name, start) => {
  let net: TestNetwork;
  let appId: bigint;
  let holdingApp: bigint;
  let innerApp: bigint;
  let asset: bigint;
  const sp = () => net.algod.getTransactionParams().do();
  const me = () => algosdk.decodeAddress(net.rich.addr).publicKey;

  const compiled = async (teal: string) =>
    new Uint8Array(Buffer.from((await net.algod.compile(teal).do()).result, 'base64'));
  const send = async (txn: algosdk.Transaction) => {
    const { txid } = await net.algod.sendRawTransaction(fastSign(txn, net.rich.sk)).do();
    return algosdk.waitForConfirmation(net.algod, txid, 4);
  };
  const createApp = async (approval: string) =>
    (
      await send(
        algosdk.makeApplicationCreateTxnFromObject({
          sender: net.rich.addr,
          approvalProgram: await compiled(
            approval.replace(
              '#pragma version 13',
              '#pragma version 13\ntxn ApplicationID\nbnz main\nint 1\nreturn\nmain:',
            ),
          ),
          clearProgram: await compiled('#pragma version 13\n#pragma autosalt false\nint 1'),
          onComplete: algosdk.OnApplicationComplete.NoOpOC,
          numGlobalInts: 0,
          numGlobalByteSlices: 0,
          numLocalInts: 0,
          numLocalByteSlices: 0,
          suggestedParams: await sp(),
        }),
      )
    ).applicationIndex as bigint;

  /** The fields of an app call of `app` with `al` written as given, and the signed bytes over them. */
  const callWith = async (
    app: bigint,
    al: unknown[],
    extra: Partial<{ fee: bigint; args: Uint8Array[] }> = {},
  ) => {
    const txn = algosdk.makeApplicationCallTxnFromObject({
      sender: net.rich.addr,
      appIndex: app,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      access: [{ appIndex: 1n }],
      ...(extra.args && { appArgs: extra.args }),
      suggestedParams: { ...(await sp()), ...(extra.fee !== undefined && { fee: extra.fee, flatFee: true }) },
    });
    const fields = algosdk.msgpackRawDecodeAsMap(algosdk.encodeMsgpack(txn)) as Raw;
    fields.set('al', al as algosdk.MsgpackEncodingData);
    const toSign = new Uint8Array(Buffer.concat([Buffer.from('TX'), algosdk.msgpackRawEncode(fields)]));
    const signed: Raw = new Map<string, algosdk.MsgpackEncodingData>([
      ['sig', fastRawSign(toSign, net.rich.sk)],
      ['txn', fields],
    ]);
    return { fields, toSign, signed, body: algosdk.msgpackRawEncode(signed) };
  };
  const post = (body: Uint8Array) =>
    net.raw('/v2/transactions', {
      method: 'POST',
      body: body as BodyInit,
      headers: { 'Content-Type': 'application/x-binary' },
    });
  /** POST /v2/transactions/simulate of one group of signed transactions written as raw maps. */
  const simulateRaw = async (signed: Raw[]) => {
    const request = new Map<string, algosdk.MsgpackEncodingData>([
      ['txn-groups', [new Map([['txns', signed]])]],
    ]);
    const r = await net.raw('/v2/transactions/simulate?format=msgpack', {
      method: 'POST',
      body: algosdk.msgpackRawEncode(request) as BodyInit,
      headers: { 'Content-Type': 'application/msgpack' },
    });
    expect(r.status).toBe(200);
    return algosdk.decodeMsgpack(r.bytes, algosdk.modelsv2.SimulateResponse).txnGroups[0]!;
  };
  const message = (r: { json: unknown }) => (r.json as { message?: string }).message ?? '';

  beforeAll(async () => {
    net = await start();
    appId = await createApp('#pragma version 13\ntxn ApplicationID\npop\nint 1');
    // Reads the sender's holding of the asset named by its first argument.
    holdingApp = await createApp(
      '#pragma version 13\ntxn Sender\ntxna ApplicationArgs 0\nbtoi\nasset_holding_get AssetBalance\nswap\npop',
    );
    // An inner payment that also sets a keyreg field; an inner app call with 9 references.
    innerApp = await createApp(
      [
        '#pragma version 13',
        'txna ApplicationArgs 0',
        'btoi',
        'bnz refs',
        'itxn_begin',
        'int pay',
        'itxn_field TypeEnum',
        'global CurrentApplicationAddress',
        'itxn_field Receiver',
        'int 5',
        'itxn_field VoteFirst',
        'itxn_submit',
        'int 1',
        'return',
        'refs:',
        'itxn_begin',
        'int appl',
        'itxn_field TypeEnum',
        ...Array.from({ length: 8 }, () => 'global CurrentApplicationAddress\nitxn_field Accounts'),
        'global CurrentApplicationID',
        'itxn_field Applications',
        'itxn_submit',
        'int 1',
      ].join('\n'),
    );
    const made = await send(
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: net.rich.addr,
        total: 10n,
        decimals: 0,
        defaultFrozen: false,
        suggestedParams: await sp(),
      }),
    );
    asset = made.assetIndex as bigint;
  });
  afterAll(() => net.stop());

  it("simulate checks the list as it came and reports go's refusal in its body (go: simulator.go Simulate, a TxGroupError with a GroupIndex)", async () => {
    const { signed } = await callWith(appId, [m({ h: m({ s: 2n }) })]);
    const result = await simulateRaw([signed]);
    expect(result.failedAt).toEqual([0]);
    expect(result.failureMessage).toContain('holding Asset reference 2 outside tx.Access');
    const tooMany = await callWith(appId, [m({ p: appId, b: m({ i: 1n, n: Uint8Array.of(1) }) })]);
    expect((await simulateRaw([tooMany.signed])).failureMessage).toContain(
      'tx.Access element has fields from multiple types',
    );
  });

  it('keeps a list algosdk would write otherwise: signature, txid and block as sent, then runs it', async () => {
    // Two entries for one address and a locals entry naming the called app by its index: go takes
    // both as they are (algosdk would write one address entry and a 0 app).
    const al = [m({ d: me() }), m({ d: me() }), m({ p: appId }), m({ l: m({ d: 2n, p: 3n }) })];
    const { signed, toSign, body } = await callWith(appId, al);
    const expectedTxid = base32(sha512_256(toSign));
    // Simulate verifies the signature over the bytes as sent (no "didn't pass verification").
    const simulated = await simulateRaw([signed]);
    expect(simulated.failureMessage).toBeUndefined();
    const r = await post(body);
    expect([r.status, message(r)]).toEqual([200, '']);
    expect((r.json as { txId: string }).txId).toBe(expectedTxid);
    const done = await algosdk.waitForConfirmation(net.algod, expectedTxid, 4);
    const block = await net.raw(`/v2/blocks/${done.confirmedRound}?format=msgpack`);
    const decoded = algosdk.msgpackRawDecodeAsMap(block.bytes) as Map<string, unknown>;
    const txns = (decoded.get('block') as Map<string, unknown>).get('txns') as Map<string, unknown>[];
    const inBlock = txns[0]!.get('txn') as Map<string, unknown>;
    expect(Buffer.from(algosdk.msgpackRawEncode(inBlock.get('al') as algosdk.MsgpackEncodingData))).toEqual(
      Buffer.from(algosdk.msgpackRawEncode(al as algosdk.MsgpackEncodingData)),
    );
    // And the block's proof for it (over the stored bytes) leads to the header's commitment.
    const proof = await net.raw(`/v2/blocks/${done.confirmedRound}/transactions/${expectedTxid}/proof`);
    expect(proof.status).toBe(200);
  });

  it("a holding whose address index is 0 is the sender's (go: HoldingRef.Resolve)", async () => {
    const args = [algosdk.encodeUint64(asset)];
    const { body } = await callWith(holdingApp, [m({ s: asset }), m({ h: m({ s: 1n }) })], { args });
    const r = await post(body);
    expect([r.status, message(r)]).toEqual([200, '']);
    // Without the holding entry the same read is refused.
    const without = await callWith(holdingApp, [m({ s: asset })], { args });
    const refused = await post(without.body);
    expect(refused.status).toBe(400);
    expect(message(refused)).toContain(`unavailable Holding ${asset}`);
  });

  it('an inner transaction is WellFormed first: no field of another type (go: Transaction.WellFormed nonZeroFields)', async () => {
    const { body } = await callWith(innerApp, [m({ d: me() })], {
      fee: 2000n,
      args: [algosdk.encodeUint64(0)],
    });
    const r = await post(body);
    expect(r.status).toBe(400);
    expect(message(r)).toContain(
      'logic eval error: transaction of type pay has non-zero fields for type keyreg',
    );
  });

  it('an inner app call is WellFormed: at most 8 references (go: ApplicationCallTxnFields.wellFormed)', async () => {
    const { signed } = await callWith(innerApp, [m({ d: me() })], {
      fee: 2000n,
      args: [algosdk.encodeUint64(1)],
    });
    const result = await simulateRaw([signed]);
    expect(result.failedAt).toEqual([0]);
    expect(result.failureMessage).toContain(
      'logic eval error: tx references exceed MaxAppTotalTxnReferences = 8',
    );
  });
});

import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastRawSign, fastSign } from '../support/fastSign';
import { TWO_NETWORKS, type TestNetwork } from '../support/twoNetworks';

/**
 * The access list `al` as go checks each entry (go-algorand v5.0.0 data/transactions/application.go
 * ResourceRef.wellFormed, HoldingRef/LocalsRef/BoxRef.Resolve), posted as raw msgpack the way any
 * client may write it: entries algosdk cannot resolve, or that carry two kinds at once, get go's
 * words; a well-formed list still runs. Cases from go's application_test.go TestAppCallAccessWellFormed.
 */
const m = (o: Record<string, unknown>) => new Map(Object.entries(o));

describe.each(TWO_NETWORKS)('access list well-formedness on the %s', (_name, start) => {
  let net: TestNetwork;
  let appId: bigint;
  const sp = () => net.algod.getTransactionParams().do();

  /** An app call of `appId` whose `al` is `al` as written, signed over those bytes. */
  const postWithAccess = async (al: unknown[], appIndex = appId) =>
    postWith('al', al, { access: [{ appIndex: 1n }] }, appIndex);
  /** An app call with field `key` written as `value` (raw msgpack), signed over those bytes. */
  const postWith = async (
    key: string,
    value: unknown,
    refs: Partial<Parameters<typeof algosdk.makeApplicationCallTxnFromObject>[0]>,
    appIndex = appId,
  ) => {
    const txn = algosdk.makeApplicationCallTxnFromObject({
      sender: net.rich.addr,
      appIndex,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      ...refs,
      suggestedParams: await sp(),
    });
    const fields = algosdk.msgpackRawDecodeAsMap(algosdk.encodeMsgpack(txn)) as Map<
      string,
      algosdk.MsgpackEncodingData
    >;
    fields.set(key, value as algosdk.MsgpackEncodingData);
    const toSign = new Uint8Array(Buffer.concat([Buffer.from('TX'), algosdk.msgpackRawEncode(fields)]));
    const body = algosdk.msgpackRawEncode(
      new Map<string, algosdk.MsgpackEncodingData>([
        ['sig', fastRawSign(toSign, net.rich.sk)],
        ['txn', fields],
      ]),
    );
    return net.raw('/v2/transactions', {
      method: 'POST',
      body: body as BodyInit,
      headers: { 'Content-Type': 'application/x-binary' },
    });
  };
  const message = (r: { json: unknown }) => (r.json as { message?: string }).message ?? '';

  beforeAll(async () => {
    net = await start();
    const compiled = async (teal: string) =>
      new Uint8Array(Buffer.from((await net.algod.compile(teal).do()).result, 'base64'));
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: net.rich.addr,
      approvalProgram: await compiled('#pragma version 13\ntxn ApplicationID\npop\nint 1'),
      clearProgram: await compiled('#pragma version 13\n#pragma autosalt false\nint 1'),
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      suggestedParams: await sp(),
    });
    const { txid } = await net.algod.sendRawTransaction(fastSign(create, net.rich.sk)).do();
    appId = (await algosdk.waitForConfirmation(net.algod, txid, 4)).applicationIndex as bigint;
  });
  afterAll(() => net.stop());

  it.each([
    ['holding Asset reference 2 outside tx.Access', [m({ h: m({ s: 2n }) })]],
    ['holding Asset reference 1 is not an Asset', [m({ h: m({ s: 1n }) })]],
    ['locals App reference 2 outside tx.Access', [m({ l: m({ p: 2n }) })]],
    ['box Index 2 outside tx.Access', [m({ b: m({ i: 2n }) })]],
    ['box Index reference 1 is not an App', [m({ b: m({ i: 1n }) })]],
    ['tx.Access element has fields from multiple types', [m({ p: 10n, l: m({ p: 1n }) })]],
    ['tx.Access element has fields from multiple types', [m({ s: 10n, h: m({ s: 1n }) })]],
    ['tx.Access too long, max number of references is 16', Array.from({ length: 17 }, () => m({}))],
  ])('refuses %s', async (expected, al) => {
    const r = await postWithAccess(al);
    expect(r.status).toBe(400);
    expect(message(r)).toContain(expected);
  });

  it('refuses a 0 App in a LocalsRef while creating (AllowZeroLocalAppRef allows it otherwise)', async () => {
    const addr = algosdk.decodeAddress(net.rich.addr).publicKey;
    const r = await postWithAccess([m({ d: addr }), m({ l: m({ d: 1n }) })], 0n);
    expect(message(r)).toContain('0 App in LocalsRef during app create is not allowed or necessary');
  });

  it('refuses a box reference past the foreign apps (go: wellFormed tx.Boxes[i].Index)', async () => {
    const r = await postWith('apbx', [m({ i: 2n, n: Uint8Array.of(1) })], {
      foreignApps: [appId],
      boxes: [{ appIndex: appId, name: Uint8Array.of(1) }],
    });
    expect([r.status, message(r)]).toEqual([400, 'tx.Boxes[0].Index is 2. Exceeds len(tx.ForeignApps)']);
  });

  it('runs a call whose access list is well formed (box of an app named by index, empty quota bumps)', async () => {
    const txn = algosdk.makeApplicationCallTxnFromObject({
      sender: net.rich.addr,
      appIndex: appId,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      access: [{ appIndex: appId }, { box: { appIndex: appId, name: Uint8Array.of(1) } }, {}],
      suggestedParams: await sp(),
    });
    const { txid } = await net.algod.sendRawTransaction(fastSign(txn, net.rich.sk)).do();
    const done = await algosdk.waitForConfirmation(net.algod, txid, 4);
    expect(done.confirmedRound).toBeGreaterThan(0n);
  });
});

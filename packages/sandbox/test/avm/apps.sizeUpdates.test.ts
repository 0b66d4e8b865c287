import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { TWO_NETWORKS, type TestNetwork } from '../support/twoNetworks';

/**
 * Consensus v42 AppSizeUpdates: an application update may carry a new global schema and extra
 * pages, and whoever sends it becomes the app's size sponsor and holds that minimum balance.
 * go-algorand v5.0.0 ledger/apply/application.go updateApplication / deleteApplication,
 * data/transactions/application.go wellFormed + UpdatingSizes, ledger/eval/appcow.go
 * SetAppGlobalSchema; the scenarios and numbers are go's ledger/applications_test.go
 * TestSchemaUpdates and TestExtraPagesUpdate (consensus v42), on both networks.
 */

// config/consensus.go: MinBalance, AppFlatParamsMinBalance, SchemaMinBalancePerEntry + Schema{Bytes,Uint}MinBalance.
const MIN = 100_000;
const APP = 100_000;
const BYTES = 25_000 + 25_000;
const UINT = 25_000 + 3_500;

// go's TestSchemaUpdates setter: two args put a global, one arg deletes it.
const SETTER = `#pragma version 13
txn NumAppArgs
int 2
==
bz maybe_del
txna ApplicationArgs 0
txna ApplicationArgs 1
app_global_put
maybe_del:
txn NumAppArgs
int 1
==
bz end
txna ApplicationArgs 0
app_global_del
end:
int 1`;

// Approves anything and logs app_params_get AppSizeSponsor of itself (go: logic/eval.go AppSizeSponsor).
const SMALL = `#pragma version 13
global CurrentApplicationID
app_params_get AppSizeSponsor
assert
log
int 1`;

describe.each(TWO_NETWORKS)('AppSizeUpdates (consensus v42) on the %s', (_name, start) => {
  let net: TestNetwork;
  let addrs: TestAccount[];
  let setter: Uint8Array;
  let small: Uint8Array;
  let clear: Uint8Array;

  const compile = async (teal: string) =>
    new Uint8Array(Buffer.from((await net.algod.compile(teal).do()).result, 'base64'));
  const sp = () => net.algod.getTransactionParams().do();
  const send = async (txns: algosdk.Transaction[], signers: TestAccount[]) => {
    if (txns.length > 1) algosdk.assignGroupID(txns);
    const signed = txns.map((t, i) => t.signTxn((signers[i] as TestAccount).sk));
    const { txid } = await net.algod.sendRawTransaction(signed).do();
    return algosdk.waitForConfirmation(net.algod, txid, 4);
  };
  const mbr = async (a: TestAccount) => Number((await net.algod.accountInformation(a.addr).do()).minBalance);
  const app = async (id: bigint) =>
    (await net.algod.getApplicationByID(id).do()).params as algosdk.modelsv2.ApplicationParams;
  const call = async (from: TestAccount, id: bigint, args: string[], onComplete = 0) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: from.addr,
      appIndex: id,
      onComplete,
      appArgs: args.map((s) => new TextEncoder().encode(s)),
      suggestedParams: await sp(),
    });
  const update = async (
    from: TestAccount,
    id: bigint,
    approval: Uint8Array,
    sizes: { numGlobalInts?: number; numGlobalByteSlices?: number; extraPages?: number },
  ) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: from.addr,
      appIndex: id,
      onComplete: algosdk.OnApplicationComplete.UpdateApplicationOC,
      approvalProgram: approval,
      clearProgram: clear,
      ...sizes,
      suggestedParams: await sp(),
    });
  const create = async (
    from: TestAccount,
    approval: Uint8Array,
    sizes: { numGlobalInts?: number; numLocalByteSlices?: number; extraPages?: number },
  ) => {
    const txn = algosdk.makeApplicationCreateTxnFromObject({
      sender: from.addr,
      approvalProgram: approval,
      clearProgram: clear,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      ...sizes,
      suggestedParams: await sp(),
    });
    return (await send([txn], [from])).applicationIndex as bigint;
  };

  beforeAll(async () => {
    net = await start();
    addrs = [newAccount(), newAccount(), newAccount(), newAccount()];
    const params = await sp();
    await send(
      addrs.map((a) =>
        algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: net.rich.addr,
          receiver: a.addr,
          amount: 10_000_000n,
          suggestedParams: params,
        }),
      ),
      addrs.map(() => net.rich),
    );
    setter = await compile(SETTER);
    small = await compile(SMALL);
    clear = await compile('#pragma version 13\n#pragma autosalt false\nint 1');
  });
  afterAll(() => net.stop());

  it('TestSchemaUpdates: the updater sponsors the new global schema; globals must fit it', async () => {
    const [a0, a1, a2] = addrs as [TestAccount, TestAccount, TestAccount];
    const id = await create(a0, setter, { numGlobalInts: 2, numLocalByteSlices: 3 });
    expect(await mbr(a0)).toBe(MIN + APP + 2 * UINT);
    expect(await mbr(a1)).toBe(MIN);
    // go: ledger/eval/appcow.go storageDelta.checkCounts
    await expect(send([await call(a0, id, ['A', 'B'])], [a0])).rejects.toThrow(
      'store bytes count 1 exceeds schema bytes count 0',
    );
    await send([await update(a1, id, setter, { numGlobalByteSlices: 1 })], [a1]);
    let p = await app(id);
    expect(p.globalStateSchema?.numByteSlice).toBe(1);
    expect(p.globalStateSchema?.numUint).toBe(0); // replaced, not merged
    expect(p.localStateSchema?.numByteSlice).toBe(3); // unchanged
    expect(p.sizeSponsor?.toString()).toBe(a1.addr);
    expect(p.version).toBe(1);
    expect(await mbr(a0)).toBe(MIN + APP);
    expect(await mbr(a1)).toBe(MIN + BYTES);

    await send([await call(a0, id, ['A', 'B'])], [a0]);
    await send([await call(a0, id, ['A', 'C'])], [a0]);
    await expect(send([await call(a0, id, ['X', 'Y'])], [a0])).rejects.toThrow(
      'store bytes count 2 exceeds schema bytes count 1',
    );
    await send([await update(a1, id, setter, { numGlobalByteSlices: 2 })], [a1]);
    expect(await mbr(a1)).toBe(MIN + 2 * BYTES);
    await send([await call(a0, id, ['X', 'Y'])], [a0]);
    // Two globals in use: the schema cannot shrink below them (SetAppGlobalSchema).
    await expect(send([await update(a1, id, setter, { numGlobalByteSlices: 1 })], [a1])).rejects.toThrow(
      'unable to change global schema: store bytes count 2 exceeds schema bytes count 1',
    );
    // The new schema holds for the rest of the group.
    await send(
      [await update(a1, id, setter, { numGlobalByteSlices: 3 }), await call(a0, id, ['J', '1'])],
      [a1, a0],
    );
    expect(await mbr(a0)).toBe(MIN + APP);
    expect(await mbr(a1)).toBe(MIN + 3 * BYTES);
    p = await app(id);
    expect(p.globalState?.length).toBe(3);

    // Deleting gives the sponsor its minimum balance back (deleteApplication).
    await expect(send([await call(a2, id, ['L', '1'], 5)], [a2])).rejects.toThrow(
      'exceeds schema bytes count 3',
    );
    await send([await call(a2, id, [], 5)], [a2]);
    expect(await mbr(a0)).toBe(MIN);
    expect(await mbr(a1)).toBe(MIN);
  });

  it('TestExtraPagesUpdate: extra pages move to the updater, and back on delete', async () => {
    const [a0, a1, a2, a3] = addrs as [TestAccount, TestAccount, TestAccount, TestAccount];
    const smallId = await create(a0, small, {});
    const bigId = await create(a1, small, { extraPages: 2 });
    expect((await app(smallId)).extraProgramPages ?? 0).toBe(0);
    expect((await app(bigId)).extraProgramPages).toBe(2);
    expect(await mbr(a0)).toBe(MIN + APP);
    expect(await mbr(a1)).toBe(MIN + 3 * APP);

    // No sponsor yet: AppSizeSponsor is the zero address.
    const before = await send([await call(a0, smallId, [])], [a0]);
    expect(before.logs?.[0]).toEqual(new Uint8Array(32));

    await send([await update(a1, smallId, small, { extraPages: 1 })], [a1]);
    expect(await mbr(a0)).toBe(MIN + APP);
    expect(await mbr(a1)).toBe(MIN + 4 * APP); // sponsor of the small app's page too
    const after = await send([await call(a0, smallId, [])], [a0]);
    expect(after.logs?.[0]).toEqual(algosdk.decodeAddress(a1.addr).publicKey);

    await send([await update(a2, bigId, small, { extraPages: 3 })], [a2]);
    expect(await mbr(a1)).toBe(MIN + 2 * APP);
    expect(await mbr(a2)).toBe(MIN + 3 * APP);

    await send([await call(a3, bigId, [], 5)], [a3]);
    expect(await mbr(a1)).toBe(MIN + APP);
    expect(await mbr(a2)).toBe(MIN);

    await send([await call(a1, smallId, [], 5)], [a1]);
    expect(await mbr(a0)).toBe(MIN);
    expect(await mbr(a1)).toBe(MIN);
    expect(await mbr(a2)).toBe(MIN);
  });

  it('wellFormed: local schema stays fixed on update; a plain call may not carry sizes', async () => {
    const [a0] = addrs as [TestAccount];
    const id = await create(a0, small, {});
    // go: data/transactions/application.go wellFormed
    await expect(
      send(
        [
          algosdk.makeApplicationCallTxnFromObject({
            sender: a0.addr,
            appIndex: id,
            onComplete: algosdk.OnApplicationComplete.UpdateApplicationOC,
            approvalProgram: small,
            clearProgram: clear,
            numLocalInts: 1,
            suggestedParams: await sp(),
          }),
        ],
        [a0],
      ),
    ).rejects.toThrow('inappropriate non-zero tx.LocalStateSchema ({NumUint:1 NumByteSlice:0})');
    await expect(
      send(
        [
          algosdk.makeApplicationCallTxnFromObject({
            sender: a0.addr,
            appIndex: id,
            onComplete: algosdk.OnApplicationComplete.NoOpOC,
            extraPages: 1,
            suggestedParams: await sp(),
          }),
        ],
        [a0],
      ),
    ).rejects.toThrow('inappropriate non-zero tx.ExtraProgramPages (1)');
    // The creator updating sizes is no sponsor: ss stays empty.
    await send([await update(a0, id, small, { numGlobalInts: 1 })], [a0]);
    expect((await app(id)).sizeSponsor).toBeUndefined();
    expect(await mbr(a0)).toBe(MIN + APP + UINT);
  });
});

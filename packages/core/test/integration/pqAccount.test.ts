import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delegateWithPQKey } from '../../src/lsig/delegateWithPQKey';
import { logicSigAccountOf } from '../../src/lsig/logicSigAccountOf';
import { createPQKey } from '../../src/pq/createPQKey';
import type { PQKey } from '../../src/pq/PQKey';
import { withPQFee } from '../../src/pq/withPQFee';
import { createLogicSigSigner } from '../../src/signing/signers/createLogicSigSigner';
import { createPQKeySigner } from '../../src/signing/signers/createPQKeySigner';
import { createSecretKeySigner } from '../../src/signing/signers/createSecretKeySigner';
import type { GroupSigner } from '../../src/signing/GroupSigner';
import { StudioKit } from './studioKit';

/**
 * A Falcon-1024 account signed by core's signer and verified by the sandbox over HTTP, the way
 * go-algorand v5.0.0 verifies it: data/transactions/pqsig.go PQSig.Verify, verify/txn.go (the
 * pqsig and lsig-pqsig branches), signedtxn.go FeeFactor (a Falcon-1024 signature adds 2e6 to the
 * fee factor, config/consensus.go PQSchemeFeeContribution: three minimum fees in all).
 */
const PQ_FEE = 3000n;

let kit: StudioKit;
let key: PQKey;
let pq: GroupSigner;

beforeAll(async () => {
  kit = await StudioKit.start();
  key = await createPQKey(new Uint8Array(48).fill(11));
  pq = createPQKeySigner(key);
  await sendSigned(
    [pay(kit.rich.addr, key.address, 20_000_000, await kit.params())],
    [createSecretKeySigner(kit.rich.sk)],
  );
}, 90_000);

afterAll(async () => {
  await kit?.stop();
});

function pay(
  sender: string | algosdk.Address,
  receiver: string | algosdk.Address,
  amount: number,
  suggestedParams: algosdk.SuggestedParams,
  extra: Partial<{ rekeyTo: string }> = {},
) {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver,
    amount,
    suggestedParams,
    ...extra,
  });
}

const flat = async (fee: bigint) => ({ ...(await kit.params()), fee, flatFee: true });

/** Signs every position with whichever signer holds its key, sends, waits; the confirmed rounds. */
async function sendSigned(
  txns: algosdk.Transaction[],
  signers: GroupSigner[],
  signerKeys?: (string | undefined)[],
): Promise<Uint8Array[]> {
  const group = txns.length > 1 ? algosdk.assignGroupID(txns) : txns;
  const all = group.map((_, i) => i);
  const parts = await Promise.all(
    signers.map((s) => s.signGroup(group, all, signerKeys ? { signerKeys } : {})),
  );
  const signed = group.map((_, i) => parts.map((p) => p[i]).find((b) => b != null));
  expect(signed.every((b) => b instanceof Uint8Array)).toBe(true);
  const refused = await kit.send(
    signed as Uint8Array[],
    group.map((t) => t.txID()),
  );
  expect(refused?.message).toBeUndefined();
  for (const t of group) await algosdk.waitForConfirmation(kit.sb.algod, t.txID(), 5);
  return signed as Uint8Array[];
}

describe('a post-quantum account on the sandbox', () => {
  it('pays, signed with a pqsig, at three minimum fees; one fee short is refused', async () => {
    const short = pay(key.address, kit.rich.addr, 1000, await flat(PQ_FEE - 1000n));
    const [signedShort] = await pq.signGroup([short], [0]);
    expect(await kit.send(signedShort as Uint8Array, [short.txID()])).toBeDefined();
    const [signed] = await sendSigned([pay(key.address, kit.rich.addr, 1000, await flat(PQ_FEE))], [pq]);
    expect(algosdk.decodeSignedTransaction(signed as Uint8Array).pqsig?.pk).toEqual(key.publicKey);
  });

  it('signs its part of a group with a classic account', async () => {
    const params = await flat(PQ_FEE);
    await sendSigned(
      [
        pay(key.address, kit.rich.addr, 2000, params),
        pay(kit.rich.addr, key.address, 1000, await flat(1000n)),
      ],
      [pq, createSecretKeySigner(kit.rich.sk)],
    );
  });

  it('calls an app', async () => {
    const appId = await kit.createApp('#pragma version 10\nint 1\n', '#pragma version 10\nint 1\n', {
      ints: 0,
      bytes: 0,
    });
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: key.address,
      appIndex: appId,
      appArgs: [new TextEncoder().encode('pq')],
      suggestedParams: await flat(PQ_FEE),
    });
    await sendSigned([call], [pq]);
  });

  it('authorises a classic account rekeyed to it', async () => {
    const classic = await kit.fresh(2_000_000n);
    await sendSigned(
      [pay(classic.addr, classic.addr, 0, await flat(1000n), { rekeyTo: key.address })],
      [createSecretKeySigner(classic.sk)],
    );
    const info = await kit.sb.algod.accountInformation(classic.addr).do();
    expect(info.authAddr?.toString()).toBe(key.address);
    const [signed] = await sendSigned(
      [pay(classic.addr, kit.rich.addr, 1000, await flat(PQ_FEE))],
      [pq],
      [key.address],
    );
    expect(algosdk.decodeSignedTransaction(signed as Uint8Array).sgnr?.toString()).toBe(key.address);
  });

  it('delegates a logic sig that then spends from it', async () => {
    const program = algosdk.base64ToBytes(await kit.compile('#pragma version 10\nint 1\n'));
    const delegation = await delegateWithPQKey(program, key);
    const lsig = createLogicSigSigner(logicSigAccountOf(program, [], delegation));
    expect(lsig.addresses).toEqual([key.address]);
    // Suggested params with the PQ factor: algosdk's fee comes out at three minimum fees.
    const txn = pay(key.address, kit.rich.addr, 1000, withPQFee(await kit.params()));
    expect(txn.fee).toBe(PQ_FEE);
    await sendSigned([txn], [lsig]);
  });
});

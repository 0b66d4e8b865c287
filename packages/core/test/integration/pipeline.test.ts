import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NodeRejectionError } from '../../src/catalogue/NodeRejectionError';
import { KmdClientError } from '../../src/kmd/KmdClientError';
import { networkClients, type NetworkClients } from '../../src/pipeline/networkClients';
import { onSendEvent, type SendEvent } from '../../src/pipeline/sendEvents';
import { sendAndFollow } from '../../src/pipeline/sendAndFollow';
import { simulateGroup } from '../../src/pipeline/simulateGroup';
import { applySendEvent, type SessionLogEntry } from '../../src/sessionLog/sessionLog';
import { createLogicSigSigner } from '../../src/signing/signers/createLogicSigSigner';
import { createMultisigMemberSigner } from '../../src/signing/signers/createMultisigMemberSigner';
import { createSecretKeySigner } from '../../src/signing/signers/createSecretKeySigner';
import { kmdMemberKey } from '../../src/signing/signers/kmdMemberKey';
import { openKmdSigner } from '../../src/signing/signers/openKmdSigner';
import { secretKeyMemberKey } from '../../src/signing/signers/secretKeyMemberKey';
import { fundedAccount, startSandboxProcess, type SandboxProcess } from './startSandboxProcess';

const WALLET = 'unencrypted-default-wallet';
const FOLLOW = { maxRounds: 10n };

let sb: SandboxProcess;
let clients: NetworkClients;
let rich: algosdk.Account;

beforeAll(async () => {
  sb = await startSandboxProcess();
  clients = networkClients(sb.profile);
  rich = await fundedAccount(sb.kmd);
}, 60_000);

afterAll(async () => {
  await sb?.stop();
});

async function pay(
  from: string,
  to: string,
  amount: number | bigint,
  extra: { note?: Uint8Array; rekeyTo?: algosdk.Address } = {},
) {
  const suggestedParams = await clients.algod.getTransactionParams().do();
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount,
    suggestedParams,
    ...extra,
  });
}

async function fund(to: string, amount: bigint): Promise<void> {
  const txn = await pay(rich.addr.toString(), to, amount);
  const { result } = await sendAndFollow(clients.algod, [txn.signTxn(rich.sk)], FOLLOW);
  expect(result.kind).toBe('committed');
}

describe('networkClients', () => {
  it('builds one set of clients per profile and reaches algod, the indexer and kmd', async () => {
    expect(networkClients(clients.profile)).toBe(clients);
    const [status, health, wallets] = await Promise.all([
      clients.algod.status().do(),
      clients.indexer!.makeHealthCheck().do(),
      clients.kmd!.listWallets(),
    ]);
    expect(status.lastRound).toBeGreaterThanOrEqual(0n);
    expect(health.round).toBeGreaterThanOrEqual(0);
    expect(wallets.map((w) => w.name)).toContain(WALLET);
  });
});

describe('signers → sendAndFollow', () => {
  it('kmd: a wrong password is "Could not open wallet X", never a signing failure', async () => {
    const error = await openKmdSigner(clients.kmd!, WALLET, 'nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KmdClientError);
    expect((error as KmdClientError).code).toBe('kmd-wrong-password');
    expect((error as Error).message).toBe(`Could not open wallet ${WALLET}: Wrong wallet password.`);
  });

  it('kmd signs what it holds, leaves the rest null, and the group commits with the created asset id', async () => {
    const kmd = await openKmdSigner(clients.kmd!, WALLET, '');
    expect(kmd.kind).toBe('kmd');
    expect(kmd.addresses).toContain(rich.addr.toString());
    const stranger = algosdk.generateAccount();
    const suggestedParams = await clients.algod.getTransactionParams().do();
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: rich.addr.toString(),
      total: 1000n,
      decimals: 0,
      defaultFrozen: false,
      unitName: 'PIPE',
      assetName: 'Pipeline',
      suggestedParams,
    });
    const toStranger = await pay(rich.addr.toString(), stranger.addr.toString(), 200_000);
    const back = await pay(stranger.addr.toString(), rich.addr.toString(), 1000);
    const txns = algosdk.assignGroupID([create, toStranger, back]);
    const signed = await kmd.signGroup(txns, [0, 1, 2]);
    expect(signed[0]).toBeInstanceOf(Uint8Array);
    expect(signed[2]).toBeNull();
    const mine = await createSecretKeySigner(stranger.sk).signGroup(txns, [2]);
    const all = signed.map((s, i) => s ?? mine[i]!);
    const { sent, result } = await sendAndFollow(clients.algod, all, FOLLOW);
    expect(sent.txids).toEqual(txns.map((t) => t.txID()));
    expect(result.kind).toBe('committed');
    if (result.kind !== 'committed') return;
    expect(result.created).toHaveLength(1);
    expect(result.created[0]?.position).toBe(1);
    const asset = await clients.algod.getAssetByID(result.created[0]!.assetId!).do();
    expect(asset.params?.unitName).toBe('PIPE');
  });

  it('a rekeyed sender is signed with its auth key when the caller names it', async () => {
    const sender = algosdk.generateAccount();
    const auth = algosdk.generateAccount();
    await fund(sender.addr.toString(), 1_000_000n);
    const rekey = await pay(sender.addr.toString(), sender.addr.toString(), 0, { rekeyTo: auth.addr });
    await sendAndFollow(clients.algod, [rekey.signTxn(sender.sk)], FOLLOW);
    const txn = await pay(sender.addr.toString(), rich.addr.toString(), 1000);
    const signer = createSecretKeySigner(auth.sk);
    expect(await signer.signGroup([txn], [0])).toEqual([null]);
    const [signed] = await signer.signGroup([txn], [0], { signerKeys: [auth.addr.toString()] });
    const { result } = await sendAndFollow(clients.algod, [signed!], FOLLOW);
    expect(result.kind).toBe('committed');
  });

  it('an escrow logic sig sends from its own address', async () => {
    const { result: compiled } = await clients.algod.compile('#pragma version 10\nint 1').do();
    const lsig = new algosdk.LogicSigAccount(algosdk.base64ToBytes(compiled));
    const signer = createLogicSigSigner(lsig);
    await fund(signer.addresses[0]!, 500_000n);
    const txn = await pay(signer.addresses[0]!, rich.addr.toString(), 1000);
    const signed = await signer.signGroup([txn], [0]);
    const { result } = await sendAndFollow(clients.algod, [signed[0]!], FOLLOW);
    expect(result.kind).toBe('committed');
  });

  it('two multisig members sign in turns (kmd and a key) and the merged transaction commits', async () => {
    const kmd = await openKmdSigner(clients.kmd!, WALLET, '');
    const other = algosdk.generateAccount();
    const msig = { version: 1, threshold: 2, addrs: [kmd.addresses[0]!, other.addr.toString()] };
    const address = algosdk.multisigAddress(msig).toString();
    await fund(address, 1_000_000n);
    const txn = await pay(address, rich.addr.toString(), 1000);
    const first = createMultisigMemberSigner(msig, kmdMemberKey(clients.kmd!, WALLET, '', msig.addrs[0]!));
    const second = createMultisigMemberSigner(msig, secretKeyMemberKey(other.sk));
    expect(first.addresses).toEqual([address]);
    const [a] = await first.signGroup([txn], [0]);
    const [b] = await second.signGroup([txn], [0]);
    // One signature is below the threshold: the node refuses it, in the catalogue's words.
    const refused = await sendAndFollow(clients.algod, [a!], FOLLOW).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NodeRejectionError);
    const merged = algosdk.mergeMultisigTransactions([a!, b!]);
    const { result } = await sendAndFollow(clients.algod, [merged], FOLLOW);
    expect(result.kind).toBe('committed');
  });

  it('a member that is not in the multisig signs nothing', async () => {
    const stranger = algosdk.generateAccount();
    const msig = { version: 1, threshold: 1, addrs: [rich.addr.toString()] };
    const signer = createMultisigMemberSigner(msig, secretKeyMemberKey(stranger.sk));
    expect(signer.addresses).toEqual([]);
    const txn = await pay(algosdk.multisigAddress(msig).toString(), rich.addr.toString(), 1);
    expect(await signer.signGroup([txn], [0])).toEqual([null]);
  });
});

describe('sendAndFollow refusals', () => {
  it('an overspend is refused at the pool as "The network rejected transaction N"', async () => {
    const poor = algosdk.generateAccount();
    await fund(poor.addr.toString(), 200_000n);
    const a = await pay(rich.addr.toString(), poor.addr.toString(), 1000, { note: new Uint8Array([1]) });
    const b = await pay(poor.addr.toString(), rich.addr.toString(), 5_000_000n);
    const txns = algosdk.assignGroupID([a, b]);
    const error = await sendAndFollow(
      clients.algod,
      [txns[0]!.signTxn(rich.sk), txns[1]!.signTxn(poor.sk)],
      FOLLOW,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodeRejectionError);
    expect((error as NodeRejectionError).position).toBe(2);
    expect((error as Error).message).toMatch(/^The network rejected transaction 2: /);
  });
});

describe('send events (the session log listens to them)', () => {
  it('a committed group is heard as sent then committed; a refusal as failed with its transactions', async () => {
    const events: SendEvent[] = [];
    const stop = onSendEvent((e) => events.push(e));
    try {
      const to = algosdk.generateAccount().addr.toString();
      const ok = await pay(rich.addr.toString(), to, 100_000n);
      const { result } = await sendAndFollow(clients.algod, [ok.signTxn(rich.sk)], FOLLOW);
      const poor = algosdk.generateAccount();
      const bad = await pay(poor.addr.toString(), to, 1_000n);
      await sendAndFollow(clients.algod, [bad.signTxn(poor.sk)], FOLLOW).catch(() => undefined);
      expect(events.map((e) => e.kind)).toEqual(['sent', 'committed', 'failed']);
      expect(events[0]).toEqual({
        kind: 'sent',
        txids: [ok.txID()],
        txns: [{ type: 'pay', sender: rich.addr.toString(), receiver: to, amount: '0.1' }],
      });
      expect(events[1]).toEqual({
        kind: 'committed',
        txids: [ok.txID()],
        round: result.kind === 'committed' ? result.round : -1n,
      });
      const log = events.reduce<SessionLogEntry[]>((l, e, i) => applySendEvent(l, e, i), []);
      expect(log.map((e) => [e.txids[0], e.txns[0]?.sender, e.outcome.kind])).toEqual([
        [bad.txID(), poor.addr.toString(), 'failed'],
        [ok.txID(), rich.addr.toString(), 'committed'],
      ]);
    } finally {
      stop();
    }
  });
});

describe('simulateGroup', () => {
  it('simulates unsigned transactions with empty signatures and reads the failure', async () => {
    const poor = algosdk.generateAccount();
    const txn = await pay(poor.addr.toString(), rich.addr.toString(), 1000);
    const { request, report } = await simulateGroup(clients.algod, [txn]);
    expect(request.allowEmptySignatures).toBe(true);
    expect(report.ok).toBe(false);
    expect(report.error?.position).toBe(1);
  });

  it('passes every option through and returns the exec trace', async () => {
    const { result: approval } = await clients.algod
      .compile('#pragma version 10\nbyte "hi"\nlog\nint 1\nstore 0\nint 1')
      .do();
    const { result: clear } = await clients.algod.compile('#pragma version 10\nint 1').do();
    const suggestedParams = await clients.algod.getTransactionParams().do();
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: rich.addr.toString(),
      approvalProgram: algosdk.base64ToBytes(approval),
      clearProgram: algosdk.base64ToBytes(clear),
      numGlobalByteSlices: 0,
      numGlobalInts: 0,
      numLocalByteSlices: 0,
      numLocalInts: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams,
    });
    const { request, response, report } = await simulateGroup(clients.algod, [create.signTxn(rich.sk)], {
      allowUnnamedResources: true,
      extraOpcodeBudget: 700,
      allowMoreLogging: true,
      execTrace: { enable: true, stackChange: true, scratchChange: true, stateChange: true },
    });
    expect(request.allowEmptySignatures).toBe(false);
    expect(request.execTraceConfig?.scratchChange).toBe(true);
    expect(report.ok).toBe(true);
    expect(report.txns[0]?.logs).toEqual([btoa('hi')]);
    const trace = response.txnGroups[0]?.txnResults[0]?.execTrace?.approvalProgramTrace ?? [];
    expect(trace.length).toBeGreaterThan(3);
    expect(trace.some((step) => (step.scratchChanges ?? []).length > 0)).toBe(true);
    expect(response.execTraceConfig?.enable).toBe(true);
  });
});

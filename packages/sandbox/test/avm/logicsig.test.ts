import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, type TestAccount } from '../support/accounts';
import { compile } from '../support/apps';
import { fastSign } from '../support/fastSign';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';

const enc = new TextEncoder();

/** Logic signatures through algod: escrow and delegated (single and multisig), args, pooled budget. */
describe('logic signatures', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let escrow: Uint8Array;

  const sp = () => h.algod.getTransactionParams().do();
  const pay = async (from: string, to: string, amount: number) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount,
      suggestedParams: await sp(),
    });
  const sendLsig = async (txn: algosdk.Transaction, lsig: algosdk.LogicSigAccount) => {
    const { blob } = algosdk.signLogicSigTransactionObject(txn, lsig);
    const { txid } = await h.algod.sendRawTransaction(blob).do();
    return h.algod.pendingTransactionInformation(txid).do();
  };

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
    a = h.rich[0] as TestAccount;
    escrow = await compile(h, '#pragma version 8\narg 0\nbyte "open sesame"\n==\n');
  });
  afterAll(() => h.stop());

  it('an escrow pays out with the right argument and rejects with a wrong one', async () => {
    const lsig = new algosdk.LogicSigAccount(escrow, [enc.encode('open sesame')]);
    const addr = lsig.address().toString();
    await h.algod.sendRawTransaction(fastSign(await pay(a.addr, addr, 1_000_000), a.sk)).do();
    const to = newAccount();
    const res = await sendLsig(await pay(addr, to.addr, 200_000), lsig);
    expect(res.confirmedRound).toBeGreaterThan(0n);
    expect((await h.algod.accountInformation(to.addr).do()).amount).toBe(200_000n);
    const wrong = new algosdk.LogicSigAccount(escrow, [enc.encode('open barley')]);
    const txn = await pay(addr, to.addr, 1);
    await expect(sendLsig(txn, wrong)).rejects.toThrow(`transaction ${txn.txID()}: rejected by logic`);
  });

  it('a failing program names its error and pc', async () => {
    const program = await compile(h, '#pragma version 8\nint 1\nint 2\n-\n');
    const lsig = new algosdk.LogicSigAccount(program);
    const txn = await pay(lsig.address().toString(), a.addr, 0);
    await expect(sendLsig(txn, lsig)).rejects.toThrow(
      `transaction ${txn.txID()}: rejected by logic err=- would result negative. Details: pc=5`,
    );
    // algod's error data: where it failed and the program's state. (go still holds both operands
    // of the failed `-`; the evaluator has popped the second, so only the first is pinned here.)
    const raw = await h.raw('/v2/transactions', {
      method: 'POST',
      body: algosdk.signLogicSigTransactionObject(txn, lsig).blob,
      headers: { 'Content-Type': 'application/x-binary' },
    });
    expect(raw.status).toBe(400);
    const data = (raw.json as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({ pc: 5, 'group-index': 0 });
    expect((data['eval-states'] as { stack: number[] }[])[0]?.stack[0]).toBe(1);
  });

  it('a delegated logic sig spends from the delegating account within its limit', async () => {
    const program = await compile(h, '#pragma version 8\ntxn Amount\nint 5000\n<=\n');
    const lsig = new algosdk.LogicSigAccount(program);
    lsig.sign(a.sk);
    const to = newAccount();
    const tooMuch = await pay(a.addr, to.addr, 150_000);
    await expect(sendLsig(tooMuch, lsig)).rejects.toThrow(`transaction ${tooMuch.txID()}: rejected by logic`);
    const small = new algosdk.LogicSigAccount(
      await compile(h, '#pragma version 8\ntxn Amount\nint 200000\n<=\n'),
    );
    small.sign(a.sk);
    await sendLsig(await pay(a.addr, to.addr, 150_000), small);
    expect((await h.algod.accountInformation(to.addr).do()).amount).toBe(150_000n);
    const forged = new algosdk.LogicSigAccount(program);
    forged.sign(a.sk);
    const sig = forged.lsig.sig as Uint8Array;
    sig[0] = (sig[0] as number) ^ 1;
    // algosdk will not sign with a bad delegation, so the signed transaction is put together by hand.
    const bad = new algosdk.SignedTransaction({ txn: await pay(a.addr, to.addr, 1), lsig: forged.lsig });
    await expect(h.algod.sendRawTransaction(algosdk.encodeMsgpack(bad)).do()).rejects.toThrow(
      "At least one signature didn't pass verification",
    );
    const other = newAccount();
    const stranger = new algosdk.LogicSigAccount(program);
    stranger.sign(other.sk);
    await expect(sendLsig(await pay(a.addr, to.addr, 1), stranger)).rejects.toThrow(
      `should have been authorized by ${a.addr} but was actually authorized by ${other.addr}`,
    );
  });

  it('a multisig-delegated logic sig needs the threshold of signatures', async () => {
    const m1 = newAccount();
    const m2 = newAccount();
    const params = { version: 1, threshold: 2, addrs: [m1.addr, m2.addr] };
    const msigAddr = algosdk.multisigAddress(params).toString();
    await h.algod.sendRawTransaction(fastSign(await pay(a.addr, msigAddr, 1_000_000), a.sk)).do();
    const program = await compile(h, '#pragma version 8\nint 1\n');
    const lsig = new algosdk.LogicSigAccount(program);
    lsig.signMultisig(params, m1.sk);
    await expect(sendLsig(await pay(msigAddr, a.addr, 1000), lsig)).rejects.toThrow(/signature|multisig/i);
    lsig.appendToMultisig(m2.sk);
    const res = await sendLsig(await pay(msigAddr, a.addr, 1000), lsig);
    expect(res.confirmedRound).toBeGreaterThan(0n);
  });

  it('the 20000 budget is pooled across the group', async () => {
    // About 24000 cost: more than one transaction's share, less than two.
    const heavy = await compile(h, '#pragma version 8\nint 0\nloop:\nint 1\n+\ndup\nint 4000\n<\nbnz loop\n');
    const light = await compile(h, '#pragma version 8\nint 1\n');
    const hl = new algosdk.LogicSigAccount(heavy);
    const ll = new algosdk.LogicSigAccount(light);
    for (const l of [hl, ll])
      await h.algod
        .sendRawTransaction(fastSign(await pay(a.addr, l.address().toString(), 500_000), a.sk))
        .do();
    const t1 = await pay(hl.address().toString(), a.addr, 0);
    const t2 = await pay(ll.address().toString(), a.addr, 0);
    algosdk.assignGroupID([t1, t2]);
    const body = Buffer.concat([
      algosdk.signLogicSigTransactionObject(t1, hl).blob,
      algosdk.signLogicSigTransactionObject(t2, ll).blob,
    ]);
    await h.algod.sendRawTransaction(body).do();
    const alone = await pay(hl.address().toString(), a.addr, 0);
    await expect(sendLsig(alone, hl)).rejects.toThrow(
      /rejected by logic err=dynamic cost budget exceeded, executing \+: local program cost was 20000\. Details: pc=5/,
    );
  });
});

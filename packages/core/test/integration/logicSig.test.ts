import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComposeSession } from '../../src/compose/ComposeSession';
import { memoryDraftStorage } from '../../src/compose/memoryDraftStorage';
import { KmdClient } from '../../src/kmd/KmdClient';
import { emptyTxnDraft } from '../../src/txn/emptyTxnDraft';
import type { ApplDraft } from '../../src/txn/TxnDraft';
import { delegateWithKmd, memberSignWithKmd } from '../../src/lsig/delegateProgram';
import { logicSigAccountOf } from '../../src/lsig/logicSigAccountOf';
import { decodeLsigFile, encodeLsigFile } from '../../src/lsig/lsigFile';
import { multisigProgress, startMultisigDelegation } from '../../src/lsig/multisigDelegation';
import { compileTeal } from '../../src/teal/compileTeal';
import { disassembleTeal } from '../../src/teal/disassembleTeal';
import { TealCompileError } from '../../src/teal/TealCompileError';
import { TEAL_MESSAGES } from '../../src/teal/tealMessages';
import { StudioKit } from './studioKit';

const WALLET = 'unencrypted-default-wallet';
let kit: StudioKit;
let kmd: KmdClient;
let kmdAddrs: string[];

beforeAll(async () => {
  kit = await StudioKit.start();
  kmd = new KmdClient({
    url: kit.sb.urls.kmd,
    port: null,
    pathPrefix: '',
    token: kit.sb.urls.token,
    tokenHeader: 'X-KMD-API-Token',
  });
  kmdAddrs = await kmd.withWallet(WALLET, '', (s) => s.listAddresses());
}, 60_000);

afterAll(async () => {
  await kit?.stop();
});

/** Pays `amount` µAlgo from `sender` to the rich account, signed by the logic sig. */
async function payOut(lsig: algosdk.LogicSigAccount, sender: string, amount: number) {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: kit.rich.addr,
    amount,
    suggestedParams: await kit.params(),
  });
  return kit.send(algosdk.signLogicSigTransactionObject(txn, lsig).blob, [txn.txID()]);
}

describe('logic sigs against the sandbox', () => {
  it('compiles TEAL, places an assembler error at its line, and disassembles', async () => {
    const e = await compileTeal(kit.sb.algod, '#pragma version 8\nint 1\nfrobnicate\n').catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(TealCompileError);
    const err = e as TealCompileError;
    expect(err.code).toBe('teal-invalid');
    expect(err.message).toBe(TEAL_MESSAGES.compileFailed(1));
    expect(err.diagnostics.map((d) => d.line)).toEqual([3]);
    expect(err.diagnostics[0]?.message).toMatch(/frobnicate/);
    await expect(compileTeal(kit.sb.algod, '  \n')).rejects.toThrow(TEAL_MESSAGES.empty);

    const compiled = await compileTeal(kit.sb.algod, '#pragma version 8\nint 1\nreturn\n');
    expect(compiled.address).toBe(new algosdk.LogicSig(compiled.program).address().toString());
    expect(compiled.pcToLine.get(1)).toBe(2);
    expect(await disassembleTeal(kit.sb.algod, compiled.program)).toMatch(/^#pragma version 8\n/);
  }, 30_000);

  it('funds an escrow and pays out of it with an argument the program checks', async () => {
    const { program } = await compileTeal(kit.sb.algod, '#pragma version 8\narg 0\nbtoi\nint 42\n==\n');
    const wrong = logicSigAccountOf(program, [{ type: 'uint64', value: '41' }]);
    const escrow = wrong.address().toString();
    const fund = await kit.draftTxn({ type: 'pay', receiver: escrow, amount: '1' }, kit.rich);
    expect(await kit.send(fund.signTxn(kit.rich.sk), [fund.txID()])).toBeUndefined();
    expect((await payOut(wrong, escrow, 1000))?.message).toMatch(/rejected/);
    // The same escrow after a trip through a goal .lsig file, with the right argument.
    const file = encodeLsigFile(program, [{ type: 'uint64', value: '42' }]);
    const read = decodeLsigFile(file);
    expect(await payOut(logicSigAccountOf(read.program, read.args), escrow, 1000)).toBeUndefined();
  }, 30_000);

  it('delegates with kmd and pays from the delegating account', async () => {
    const { program } = await compileTeal(kit.sb.algod, '#pragma version 8\ntxn Amount\nint 5000\n<=\n');
    const delegator = kmdAddrs[1] as string;
    const delegation = await delegateWithKmd(kmd, WALLET, '', program, delegator);
    const lsig = logicSigAccountOf(program, [], delegation);
    expect(lsig.address().toString()).toBe(delegator);
    expect(await payOut(lsig, delegator, 5000)).toBeUndefined();
    expect((await payOut(lsig, delegator, 5001))?.message).toMatch(/rejected/);
  }, 30_000);

  it('collects a 2-of-3 multisig delegation from kmd in turns (lmsig) and pays from the multisig', async () => {
    const { program } = await compileTeal(kit.sb.algod, '#pragma version 8\nint 1\n');
    const msig = { version: 1, threshold: 2, addrs: kmdAddrs.slice(0, 3) };
    const msigAddr = algosdk.multisigAddress(msig).toString();
    const fund = await kit.draftTxn({ type: 'pay', receiver: msigAddr, amount: '1' }, kit.rich);
    expect(await kit.send(fund.signTxn(kit.rich.sk), [fund.txID()])).toBeUndefined();
    const first = await memberSignWithKmd(
      kmd,
      WALLET,
      '',
      program,
      startMultisigDelegation(msig),
      kmdAddrs[0] as string,
    );
    // The first turn travels as a .lsig file; one signature is not enough to spend.
    const carried = decodeLsigFile(encodeLsigFile(program, [], first)).delegation;
    if (carried?.kind !== 'lmsig') throw new Error('expected lmsig');
    expect(multisigProgress(carried).complete).toBe(false);
    expect(logicSigAccountOf(program, [], carried).verify()).toBe(false);
    const second = await memberSignWithKmd(kmd, WALLET, '', program, carried, kmdAddrs[2] as string);
    expect(multisigProgress(second)).toEqual({ have: 2, need: 2, complete: true });
    const lsig = logicSigAccountOf(program, [], second);
    expect(lsig.lsig.lmsig).toBeDefined();
    expect(lsig.lsig.msig).toBeUndefined();
    expect(await payOut(lsig, msigAddr, 1000)).toBeUndefined();
  }, 30_000);

  it('the studio compiles application programs written as TEAL on build, errors at their line', async () => {
    const session = new ComposeSession({
      network: 'sandbox',
      storage: memoryDraftStorage(),
      algod: kit.sb.algod,
    });
    await session.start();
    const base = emptyTxnDraft('appl', kit.rich.addr.toString()) as ApplDraft;
    session.dispatch({
      type: 'add',
      draft: {
        ...base,
        approvalTeal: '#pragma version 10\nint 1\nfrobnicate\n',
        clearTeal: '#pragma version 10\nint 1',
      },
    });
    const id = session.group.entries[0]?.id as string;
    await session.build();
    const problem = session.getSnapshot().tealErrors[id]?.approvalProgram;
    expect(problem?.message).toBe(TEAL_MESSAGES.compileFailed(1));
    expect(problem?.diagnostics.map((d) => d.line)).toEqual([3]);
    expect(session.getSnapshot().tealErrors[id]?.clearProgram).toBeUndefined();
    expect(session.group.status).toBe('building');

    // Editing the transaction drops its stale errors; the fixed TEAL builds, compiled on the node.
    const fixed = {
      ...base,
      approvalTeal: '#pragma version 10\nint 1\n',
      clearTeal: '#pragma version 10\nint 1',
    };
    session.dispatch({ type: 'update', id, draft: fixed });
    expect(session.getSnapshot().tealErrors).toEqual({});
    await session.build();
    expect(session.group.status).toBe('built');
    const built = session.group.entries[0]?.draft as ApplDraft;
    const expected = await compileTeal(kit.sb.algod, '#pragma version 10\nint 1\n');
    expect(built.approvalProgram).toBe(algosdk.bytesToBase64(expected.program));
    expect(built.approvalTeal).toBe(fixed.approvalTeal);
  }, 30_000);
});

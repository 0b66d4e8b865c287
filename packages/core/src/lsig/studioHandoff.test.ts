import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { delegateWithSecretKey } from './delegateProgram';
import { logicSigSignerOf } from './logicSigSignerOf';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { encodeLsigBase64 } from './lsigFile';
import { paymentTxnDraft } from './paymentDraft';
import { readPastedLogicSig } from './readPastedLogicSig';
import { decodeStudioHandoff, encodeStudioHandoff, type StudioHandoff } from './studioHandoff';

// #pragma version 8; int 1
const program = Uint8Array.of(8, 0x81, 1);
const b64 = algosdk.bytesToBase64(program);
const key = algosdk.generateAccount();

describe('the studio hand-off', () => {
  it('round-trips a delegated logic sig and its payment through a URL-safe fragment', () => {
    const h: StudioHandoff = {
      lsig: {
        name: 'Faucet',
        program: b64,
        args: [{ type: 'uint64', value: '42' }],
        delegation: delegateWithSecretKey(program, key.sk),
      },
      payment: { receiver: key.addr.toString(), amount: '0.5', closeRemainderTo: '' },
    };
    const text = encodeStudioHandoff(h);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeStudioHandoff(text)).toEqual(h);
    const { payment: _p, ...signerOnly } = h;
    expect(decodeStudioHandoff(encodeStudioHandoff(signerOnly))).toEqual(signerOnly);
  });

  it('refuses a damaged or tampered link with one sentence', () => {
    expect(() => decodeStudioHandoff('%%%')).toThrow(M.badHandoff);
    const bad = encodeStudioHandoff({ lsig: { name: 'x', program: 'not base64!', args: [] } });
    expect(() => decodeStudioHandoff(bad)).toThrow(M.badHandoff);
  });

  it('drafts the payment from the account the logic sig signs for', () => {
    const d = paymentTxnDraft({ sender: 'S', receiver: ' R ', amount: ' 1.5', closeRemainderTo: '' });
    expect(d).toMatchObject({ type: 'pay', sender: 'S', receiver: 'R', amount: '1.5', closeRemainderTo: '' });
  });
});

describe('a pasted logic sig', () => {
  it("reads a .lsig as base64 with its arguments, and keeps a file's own refusal", () => {
    const pasted = readPastedLogicSig(encodeLsigBase64(program, [{ type: 'uint64', value: '7' }]));
    expect(pasted.program).toBe(b64);
    expect(pasted.args).toEqual([{ type: 'base64', value: 'AAAAAAAAAAc=' }]);
    // goal's delegated file does not name its account: said so, not read as a bare program
    const delegated = encodeLsigBase64(program, [], delegateWithSecretKey(program, key.sk));
    expect(() => readPastedLogicSig(delegated)).toThrow(M.delegatorNeeded);
  });

  it("takes goal's delegated file for the group signer whose key made its signature, and signs with it", async () => {
    // What `goal clerk compile -a <addr> -s -o x.lsig` writes: l and sig, no account named.
    const goal = new algosdk.LogicSigAccount(program);
    goal.sign(key.sk);
    const file = algosdk.bytesToBase64(algosdk.encodeMsgpack(goal.lsig));
    const stranger = algosdk.generateAccount().addr.toString();
    const pasted = readPastedLogicSig(file, 'goal', [stranger, key.addr.toString()]);
    expect(pasted.delegation).toEqual({
      kind: 'sig',
      delegator: key.addr.toString(),
      sig: algosdk.bytesToBase64(goal.lsig.sig as Uint8Array),
    });
    const signer = logicSigSignerOf(pasted);
    expect(signer.addresses).toEqual([key.addr.toString()]);
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: key.addr.toString(),
      receiver: stranger,
      amount: 1,
      suggestedParams: { fee: 0, minFee: 1000, firstValid: 1, lastValid: 2, genesisHash: new Uint8Array(32) },
    });
    const [signed] = await signer.signGroup([txn], [0]);
    const stxn = algosdk.decodeSignedTransaction(signed as Uint8Array);
    expect(stxn.lsig?.sig).toEqual(goal.lsig.sig);
    expect(stxn.txn.sender.toString()).toBe(key.addr.toString());
    // Signed by none of the group's signers: said so, never signed for the wrong account.
    expect(() => readPastedLogicSig(file, 'goal', [stranger])).toThrow(M.delegatorNotSigner);
  });

  it('reads a bare compiled program as an escrow, as the studio always did', () => {
    expect(readPastedLogicSig(`  ${b64}\n`)).toEqual({ name: 'pasted', program: b64, args: [] });
  });

  it('refuses what is neither', () => {
    expect(() => readPastedLogicSig('not a program!')).toThrow(M.pasteNotLsig);
  });
});

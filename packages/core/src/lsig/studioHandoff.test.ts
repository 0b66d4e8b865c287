import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { delegateWithSecretKey } from './delegateProgram';
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

  it('reads a bare compiled program as an escrow, as the studio always did', () => {
    expect(readPastedLogicSig(`  ${b64}\n`)).toEqual({ name: 'pasted', program: b64, args: [] });
  });

  it('refuses what is neither', () => {
    expect(() => readPastedLogicSig('not a program!')).toThrow(M.pasteNotLsig);
  });
});

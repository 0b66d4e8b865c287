import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { savedIdFor } from './savedIdFor';
import { delegateWithSecretKey, memberSignWithSecretKey } from './delegateProgram';
import { encodeLsigArg, encodeLsigArgs } from './encodeLsigArg';
import { logicSigAccountOf, logicSigAddressOf } from './logicSigAccountOf';
import { decodeLsigFile, encodeLsigBase64, encodeLsigFile } from './lsigFile';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { mergeMultisigDelegations, multisigProgress, startMultisigDelegation } from './multisigDelegation';
import { readSavedLogicSig } from './readSavedLogicSig';
import { logicSigSignerOf } from './logicSigSignerOf';
import { failingPc, lineOfPc } from './failingLine';

// #pragma version 8; int 1
const program = Uint8Array.of(8, 0x81, 1);
const other = Uint8Array.of(8, 0x81, 2);
const [k1, k2, k3] = [algosdk.generateAccount(), algosdk.generateAccount(), algosdk.generateAccount()];
const msig = { version: 1, threshold: 2, addrs: [k1, k2, k3].map((k) => k.addr.toString()) };
const msigAddr = algosdk.multisigAddress(msig).toString();

describe('logic sig arguments', () => {
  it('encodes each typed argument the way the program reads it', () => {
    const bytes = (a: Parameters<typeof encodeLsigArg>[0]) => {
      const r = encodeLsigArg(a);
      if (!r.ok) throw new Error(r.error);
      return Array.from(r.bytes);
    };
    expect(bytes({ type: 'uint64', value: '258' })).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
    expect(bytes({ type: 'uint64', value: '18446744073709551615' })).toEqual(Array(8).fill(255));
    expect(bytes({ type: 'text', value: 'hé' })).toEqual([0x68, 0xc3, 0xa9]);
    expect(bytes({ type: 'hex', value: '0xCAFE' })).toEqual([0xca, 0xfe]);
    expect(bytes({ type: 'base64', value: 'yv4=' })).toEqual([0xca, 0xfe]);
    expect(bytes({ type: 'address', value: k1.addr.toString() })).toEqual(Array.from(k1.addr.publicKey));
  });

  it('refuses bad input with the sentence for its type', () => {
    expect(encodeLsigArg({ type: 'uint64', value: '18446744073709551616' })).toEqual({
      ok: false,
      error: M.argUint64,
    });
    expect(encodeLsigArg({ type: 'uint64', value: '-1' })).toEqual({ ok: false, error: M.argUint64 });
    expect(encodeLsigArg({ type: 'hex', value: 'abc' })).toEqual({ ok: false, error: M.argHex });
    expect(encodeLsigArg({ type: 'base64', value: 'a$' })).toEqual({ ok: false, error: M.argBase64 });
    expect(encodeLsigArg({ type: 'address', value: 'ABC' })).toEqual({ ok: false, error: M.argAddress });
    const all = encodeLsigArgs([
      { type: 'text', value: 'ok' },
      { type: 'hex', value: 'zz' },
    ]);
    expect(all.ok ? [] : [...all.errors]).toEqual([[1, M.argHex]]);
    expect(() => logicSigAccountOf(program, [{ type: 'hex', value: 'zz' }])).toThrow(
      `Argument 1: ${M.argHex}`.replace('1', '0'),
    );
  });
});

describe('.lsig files', () => {
  it('round-trips an escrow with arguments through goal’s LogicSig msgpack, as algosdk reads it', () => {
    const args = [{ type: 'uint64', value: '7' } as const, { type: 'text', value: 'hi' } as const];
    const file = encodeLsigFile(program, args);
    const byAlgosdk = algosdk.decodeMsgpack(file, algosdk.LogicSig);
    expect(byAlgosdk.logic).toEqual(program);
    expect(byAlgosdk.args).toEqual([algosdk.bigIntToBytes(7n, 8), new TextEncoder().encode('hi')]);
    const back = decodeLsigFile(file);
    expect(back.program).toEqual(program);
    expect(back.delegation).toBeUndefined();
    expect(back.args).toEqual([
      { type: 'base64', value: 'AAAAAAAAAAc=' },
      { type: 'base64', value: 'aGk=' },
    ]);
    expect(decodeLsigFile(encodeLsigBase64(program, args)).program).toEqual(program);
    expect(logicSigAddressOf(program)).toBe(new algosdk.LogicSigAccount(program).address().toString());
  });

  it('reads a delegated algosdk LogicSigAccount and a goal file given its delegator', () => {
    const account = new algosdk.LogicSigAccount(program);
    account.sign(k1.sk);
    const fromAccount = decodeLsigFile(algosdk.encodeMsgpack(account));
    expect(fromAccount.format).toBe('algosdk');
    expect(fromAccount.delegation).toEqual({
      kind: 'sig',
      delegator: k1.addr.toString(),
      sig: algosdk.bytesToBase64(account.lsig.sig as Uint8Array),
    });
    const goalFile = algosdk.encodeMsgpack(account.lsig);
    expect(() => decodeLsigFile(goalFile)).toThrow(M.delegatorNeeded);
    expect(() => decodeLsigFile(goalFile, k2.addr.toString())).toThrow(M.badSignature);
    expect(decodeLsigFile(goalFile, k1.addr.toString()).delegation).toEqual(fromAccount.delegation);
    // Our delegation is byte-for-byte algosdk's, and our encoding of it is algosdk's file.
    const ours = delegateWithSecretKey(program, k1.sk);
    expect(ours).toEqual(fromAccount.delegation);
    expect(encodeLsigFile(program, [], ours)).toEqual(goalFile);
    const rebuilt = logicSigAccountOf(program, [], ours);
    expect(rebuilt.verify()).toBe(true);
    expect(rebuilt.address().toString()).toBe(k1.addr.toString());
  });

  it('collects a 2-of-3 lmsig delegation in turns, merges it, and matches algosdk’s', () => {
    const start = startMultisigDelegation(msig);
    const turnA = memberSignWithSecretKey(program, start, k1.sk);
    // The partial travels as a file to the next member.
    const passed = decodeLsigFile(encodeLsigFile(program, [], turnA)).delegation;
    if (passed?.kind !== 'lmsig') throw new Error('expected lmsig');
    expect(multisigProgress(passed)).toEqual({ have: 1, need: 2, complete: false });
    const turnB = memberSignWithSecretKey(program, start, k3.sk);
    const merged = mergeMultisigDelegations(program, passed, turnB);
    expect(multisigProgress(merged).complete).toBe(true);
    const account = logicSigAccountOf(program, [], merged);
    expect(account.verify()).toBe(true);
    expect(account.address().toString()).toBe(msigAddr);
    const byAlgosdk = new algosdk.LogicSigAccount(program);
    byAlgosdk.signMultisig(msig, k1.sk);
    byAlgosdk.appendToMultisig(k3.sk);
    expect(account.lsig.lmsig).toEqual(byAlgosdk.lsig.lmsig);
    expect(encodeLsigFile(program, [], merged)).toEqual(algosdk.encodeMsgpack(byAlgosdk.lsig));
  });

  it('refuses a foreign member, a signature for another program, and the legacy msig form', () => {
    const start = startMultisigDelegation(msig);
    const outsider = algosdk.generateAccount();
    expect(() => memberSignWithSecretKey(program, start, outsider.sk)).toThrow(
      M.notAMember(outsider.addr.toString()),
    );
    const forOther = memberSignWithSecretKey(other, start, k2.sk);
    expect(() => mergeMultisigDelegations(program, start, forOther)).toThrow(
      M.memberSignatureBad(k2.addr.toString()),
    );
    const legacy = new algosdk.LogicSig(program);
    legacy.msig = {
      v: 1,
      thr: 2,
      subsig: msig.addrs.map((a) => ({ pk: algosdk.decodeAddress(a).publicKey })),
    };
    expect(() => decodeLsigFile(algosdk.encodeMsgpack(legacy))).toThrow(M.legacyMsig);
    expect(() => decodeLsigFile('not base64 at all!')).toThrow(M.fileNotLsig);
    expect(() => decodeLsigFile(new TextEncoder().encode('{"a":1}'))).toThrow(M.fileNotLsig);
    expect(() => decodeLsigFile('')).toThrow(M.fileEmpty);
  });
});

describe('saved logic sigs', () => {
  it('keeps a valid record and drops a damaged one', () => {
    const good = {
      id: 'a',
      name: 'escrow',
      source: '#pragma version 8\nint 1',
      program: algosdk.bytesToBase64(program),
      args: [{ type: 'uint64', value: '1' }],
      delegation: { ...startMultisigDelegation(msig) },
      savedAt: 5,
    };
    expect(readSavedLogicSig(good)).toEqual(good);
    expect(readSavedLogicSig({ ...good, name: ' ' })).toBeUndefined();
    expect(readSavedLogicSig({ ...good, args: [{ type: 'float', value: '1' }] })).toBeUndefined();
    expect(readSavedLogicSig({ ...good, delegation: { kind: 'msig' } })).toBeUndefined();
    expect(
      readSavedLogicSig({ ...good, delegation: { kind: 'sig', delegator: 'X', sig: 'AA==' } }),
    ).toBeUndefined();
  });
});

describe('signing with a saved logic sig', () => {
  it('refuses a multisig delegation short of its threshold, and signs once complete', async () => {
    const partial = memberSignWithSecretKey(program, startMultisigDelegation(msig), k1.sk);
    const saved = { name: 'm', program: algosdk.bytesToBase64(program), args: [], delegation: partial };
    expect(() => logicSigSignerOf(saved)).toThrow(M.incompleteDelegation(1, 2));
    const full = memberSignWithSecretKey(program, partial, k2.sk);
    const signer = logicSigSignerOf({ ...saved, delegation: full });
    expect(signer.addresses).toEqual([msigAddr]);
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: msigAddr,
      receiver: msigAddr,
      amount: 0,
      suggestedParams: { fee: 0, minFee: 1000, firstValid: 1, lastValid: 2, genesisHash: new Uint8Array(32) },
    });
    const [signed] = await signer.signGroup([txn], [0]);
    expect(algosdk.decodeSignedTransaction(signed as Uint8Array).lsig?.lmsig?.thr).toBe(2);
  });
});

describe('where a program failed', () => {
  it('reads the pc from the node’s text and maps it to the nearest source line', () => {
    expect(failingPc('rejected by logic err=assert failed pc=7. Details: pc=7')).toBe(7);
    expect(failingPc(undefined)).toBeUndefined();
    const map = new Map([
      [1, 2],
      [3, 3],
    ]);
    expect(lineOfPc(map, 4)).toBe(3);
    expect(lineOfPc(map, 1)).toBe(2);
    expect(lineOfPc(map, 0)).toBeUndefined();
  });
});

describe('saving a logic sig', () => {
  it('saves a renamed one as a new entry, the same name over itself', () => {
    const saved = [{ id: 'a', name: 'escrow' }];
    expect(savedIdFor({ id: 'a', name: 'escrow ' }, saved, () => 'b')).toBe('a');
    expect(savedIdFor({ id: 'a', name: 'escrow v2' }, saved, () => 'b')).toBe('b');
    expect(savedIdFor({ id: 'c', name: 'new' }, saved, () => 'b')).toBe('c');
  });
});

import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b64, expectStatus, type KmdUnderTest, makeGenesisKeys, serveKmd, unb64 } from './kmdTestKit';

type EncodedMsig = { v: number; thr: number; subsig: { pk: Uint8Array; s?: Uint8Array }[] };
const decodeMsig = (text: string) =>
  algosdk.msgpackRawDecode(unb64(text), { intDecoding: algosdk.IntDecoding.SAFE }) as EncodedMsig;

// algosdk's Kmd client has no program-signing methods, so these go over raw HTTP.
describe('kmd program signing (delegated logic signatures)', () => {
  // #pragma version 8; int 1 — any bytecode algosdk's sanity check accepts.
  const program = Uint8Array.of(8, 0x81, 1);
  const genesis = makeGenesisKeys(3);
  const addrs = genesis.map((g) => g.address);
  let k: KmdUnderTest;
  let handle: string;
  let msigAddr: string;

  beforeAll(async () => {
    k = await serveKmd({ genesisKeys: genesis });
    const { wallets } = await k.kmd.listWallets();
    handle = (await k.kmd.initWalletHandle(wallets[0].id, '')).wallet_handle_token;
    const pks = genesis.map((g) => b64(g.secretKey.subarray(32)));
    msigAddr = (await k.kmd.importMultisig(handle, 1, 2, pks)).address;
  });
  afterAll(async () => {
    await k.close();
  });

  it('signs "Program" ‖ program for a single key; algosdk verifies the delegation', async () => {
    const reply = expectStatus(
      await k.call('POST', '/v1/program/sign', {
        wallet_handle_token: handle,
        wallet_password: '',
        address: addrs[0],
        data: b64(program),
      }),
      200,
    );
    const sig = unb64(reply.body.sig);
    const lsig = new algosdk.LogicSig(program);
    lsig.sig = sig;
    expect(lsig.verify(algosdk.decodeAddress(addrs[0] as string).publicKey)).toBe(true);
    expect(lsig.verify(algosdk.decodeAddress(addrs[1] as string).publicKey)).toBe(false);
    const byAlgosdk = new algosdk.LogicSig(program);
    byAlgosdk.sign(genesis[0]?.secretKey as Uint8Array);
    expect(sig).toEqual(byAlgosdk.sig);
  });

  it('multisig-signs a program 2-of-3 in the current (lmsig) form', async () => {
    const sign = (i: number, partial?: unknown) =>
      k.call('POST', '/v1/multisig/signprogram', {
        wallet_handle_token: handle,
        wallet_password: '',
        address: msigAddr,
        data: b64(program),
        public_key: b64(genesis[i]?.secretKey.subarray(32) as Uint8Array),
        ...(partial !== undefined && { partial_multisig: partial }),
      });
    const first = decodeMsig(expectStatus(await sign(0), 200).body.multisig);
    const partialJson = {
      v: first.v,
      thr: first.thr,
      subsig: first.subsig.map((s) => (s.s ? { pk: b64(s.pk), s: b64(s.s) } : { pk: b64(s.pk) })),
    };
    const merged = decodeMsig(expectStatus(await sign(2, partialJson), 200).body.multisig);
    expect(merged.subsig.map((s) => s.s !== undefined)).toEqual([true, false, true]);
    const lsig = new algosdk.LogicSig(program);
    lsig.lmsig = merged;
    expect(lsig.verify(algosdk.decodeAddress(msigAddr).publicKey)).toBe(true);
    // algosdk's own lmsig signature for the same key is the same bytes.
    const byAlgosdk = new algosdk.LogicSig(program);
    byAlgosdk.sign(genesis[0]?.secretKey as Uint8Array, { version: 1, threshold: 2, addrs });
    expect(byAlgosdk.lmsig?.subsig[0]?.s).toEqual(merged.subsig[0]?.s);
  });

  it('signs the legacy msig form ("Program" ‖ program) when use_legacy_msig is set', async () => {
    const sign = async (i: number) =>
      decodeMsig(
        expectStatus(
          await k.call('POST', '/v1/multisig/signprogram', {
            wallet_handle_token: handle,
            wallet_password: '',
            address: msigAddr,
            data: b64(program),
            public_key: b64(genesis[i]?.secretKey.subarray(32) as Uint8Array),
            use_legacy_msig: true,
          }),
          200,
        ).body.multisig,
      );
    const [a, b] = [await sign(0), await sign(1)];
    const msig = { ...a, subsig: a.subsig.map((s, i) => ({ pk: s.pk, s: s.s ?? b.subsig[i]?.s })) };
    const lsig = new algosdk.LogicSig(program);
    lsig.msig = msig as EncodedMsig;
    expect(lsig.verify(algosdk.decodeAddress(msigAddr).publicKey)).toBe(true);
    const modern = new algosdk.LogicSig(program);
    modern.lmsig = msig as EncodedMsig;
    expect(modern.verify(algosdk.decodeAddress(msigAddr).publicKey)).toBe(false);
  });
});

import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { multisig } from './multisig';
import { verifyEd25519 } from './kmdTestKit';

describe('multisig', () => {
  const accts = [algosdk.generateAccount(), algosdk.generateAccount(), algosdk.generateAccount()];
  const pks = accts.map((a) => a.addr.publicKey);
  const addrs = accts.map((a) => a.addr.toString());
  const msg = new TextEncoder().encode('TXsomething');

  it('derives the address algosdk derives', () => {
    expect(algosdk.encodeAddress(multisig.address(1, 2, pks))).toBe(
      algosdk.multisigAddress({ version: 1, threshold: 2, addrs }).toString(),
    );
  });

  it('refuses bad preimages with go-algorand texts', () => {
    expect(() => multisig.address(0, 1, pks)).toThrow('unknown version');
    expect(() => multisig.address(1, 0, pks)).toThrow('Invalid threshold');
    expect(() => multisig.address(1, 4, pks)).toThrow('Invalid threshold');
    expect(() => multisig.address(1, 1, [])).toThrow('Invalid threshold');
  });

  it('signs one slot, merges others, and refuses conflicting duplicates', () => {
    const addr = multisig.address(1, 2, pks);
    const a = multisig.sign(msg, addr, 1, 2, pks, accts[0]?.sk as Uint8Array);
    const b = multisig.sign(msg, addr, 1, 2, pks, accts[2]?.sk as Uint8Array);
    expect(verifyEd25519(pks[0] as Uint8Array, msg, a.subsigs[0]?.sig as Uint8Array)).toBe(true);
    expect(a.subsigs[1]?.sig).toEqual(new Uint8Array(64));
    const merged = multisig.merge(a, b);
    expect(merged.subsigs.map((s) => s.sig.some((x) => x !== 0))).toEqual([true, false, true]);
    expect(multisig.merge(merged, a)).toEqual(merged); // an equal duplicate is fine
    const forged = {
      ...a,
      subsigs: a.subsigs.map((s, i) => (i === 0 ? { ...s, sig: new Uint8Array(64).fill(1) } : s)),
    };
    expect(() => multisig.merge(forged, a)).toThrow('Invalid duplicates');
    expect(() => multisig.merge(a, { ...b, threshold: 3 })).toThrow('Invalid threshold');
    const reordered = { ...b, subsigs: [...b.subsigs].reverse() };
    expect(() => multisig.merge(a, reordered)).toThrow('Public key lists do not match');
    expect(() => multisig.sign(msg, addr, 1, 2, pks, algosdk.generateAccount().sk)).toThrow(
      'Key does not exist',
    );
    expect(() => multisig.sign(msg, new Uint8Array(32), 1, 2, pks, accts[0]?.sk as Uint8Array)).toThrow(
      'Invalid address',
    );
  });

  it('encodes canonical msgpack that algosdk decodes, unsigned slots without "s"', () => {
    const addr = multisig.address(1, 2, pks);
    const a = multisig.sign(msg, addr, 1, 2, pks, accts[1]?.sk as Uint8Array);
    const decoded = algosdk.msgpackRawDecode(multisig.encode(a), { intDecoding: algosdk.IntDecoding.SAFE });
    expect(decoded).toEqual({
      subsig: [{ pk: pks[0] }, { pk: pks[1], s: a.subsigs[1]?.sig }, { pk: pks[2] }],
      thr: 2,
      v: 1,
    });
  });
});

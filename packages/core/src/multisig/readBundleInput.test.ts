import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MULTISIG_MESSAGES as M } from '../catalogue/catalogueMessages';
import { exportUnsigned } from '../offline/exportUnsigned';
import { bytesToBase64, bytesToHex } from '../txn/decodeBytesText';
import { bundleToFile, bundleToLink } from './bundleFile';
import { createBundle, signBundle } from './MultisigBundle';
import { readBundleInput } from './readBundleInput';

const keys = [0, 1, 2].map(() => algosdk.generateAccount());
const params = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr.toString()) };
const msig = algosdk.multisigAddress(params);
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 100,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(3),
};
const txns = [1, 2].map((amount) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver: keys[0]!.addr,
    amount,
    suggestedParams: sp,
  }),
);
algosdk.assignGroupID(txns);

describe('readBundleInput', () => {
  it('reads an unsigned group as goal writes it, as base64, hex and bytes', () => {
    const file = exportUnsigned(txns);
    for (const input of [bytesToBase64(file), bytesToHex(file), file]) {
      const read = readBundleInput(input);
      expect(read.kind).toBe('unsigned');
      if (read.kind !== 'unsigned') return;
      expect(read.txns.map((t) => t.txID())).toEqual(txns.map((t) => t.txID()));
      expect(read.senders).toEqual([msig.toString(), msig.toString()]);
    }
    // Bare transactions too.
    const bare = readBundleInput(bytesToBase64(algosdk.encodeUnsignedTransaction(txns[0]!)));
    expect(bare.kind).toBe('unsigned');
  });

  it('reads a bundle with its signatures, from a file or a link fragment', () => {
    const signed = signBundle(createBundle(params, txns), keys[1]!.sk);
    for (const input of [
      bundleToFile(signed),
      `#msig=${bundleToLink(signed)}`,
      `bundle=${bundleToLink(signed)}`,
    ]) {
      expect(readBundleInput(input)).toEqual({ kind: 'bundle', bundle: signed });
    }
    // A bundle nobody signed yet is still a bundle (its parameters are in it).
    const empty = createBundle(params, txns);
    expect(readBundleInput(bundleToFile(empty))).toEqual({ kind: 'bundle', bundle: empty });
  });

  it('refuses what cannot join a multisig session, saying why', () => {
    const single = txns[0]!.signTxn(keys[0]!.sk);
    expect(() => readBundleInput(single)).toThrow(
      M.badBundle('transaction 1 is already signed without multisig'),
    );
    expect(() => readBundleInput('%%%')).toThrow(
      /^This is not a multisig bundle: this is neither base64 nor hex/,
    );
    expect(() => readBundleInput('')).toThrow(/^This is not a multisig bundle: paste a transaction/);
  });
});

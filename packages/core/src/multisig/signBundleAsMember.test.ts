import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { secretKeyMemberKey } from '../signing/signers/secretKeyMemberKey';
import { createBundle, encodeBundle, thresholdStatus } from './MultisigBundle';
import { signBundleAsMember } from './signBundleAsMember';

const keys = [0, 1, 2].map(() => algosdk.generateAccount());
const params = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr.toString()) };
const msig = algosdk.multisigAddress(params);
const other = algosdk.generateAccount();
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1000,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(9),
};
const pay = (sender: algosdk.Address, amount: number) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: msig,
    amount,
    suggestedParams: sp,
  });

describe('signBundleAsMember', () => {
  // The second transaction is sent by an account rekeyed to the multisig account.
  const bundle = createBundle(params, algosdk.assignGroupID([pay(msig, 1), pay(other.addr, 2)]));

  it('adds the member sub-signature to every position, as algosdk would sign it', async () => {
    const once = await signBundleAsMember(bundle, secretKeyMemberKey(keys[0]!.sk));
    const twice = await signBundleAsMember(once, secretKeyMemberKey(keys[2]!.sk));
    expect(thresholdStatus(once).map((s) => s.have)).toEqual([1, 1]);
    expect(thresholdStatus(twice).every((s) => s.met)).toBe(true);
    const [first] = encodeBundle(twice);
    const bySdk = algosdk.appendSignMultisigTransaction(
      algosdk.signMultisigTransaction(algosdk.decodeSignedTransaction(first!).txn, params, keys[0]!.sk).blob,
      params,
      keys[2]!.sk,
    ).blob;
    expect(first).toEqual(bySdk);
  });

  it('refuses a key that is not a member, before signing', async () => {
    await expect(signBundleAsMember(bundle, secretKeyMemberKey(other.sk))).rejects.toMatchObject({
      code: 'MSIG_NOT_A_SIGNER',
    });
  });
});

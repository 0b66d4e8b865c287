import { createBundle, thresholdStatus } from '@sextant/core/multisig/MultisigBundle';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MULTISIG_LABELS as L } from '../multisigLabels';
import { signWithGroupSigner } from './signWithGroupSigner';

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
  genesisHash: new Uint8Array(32).fill(5),
};
const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
  sender: msig,
  receiver: msig,
  amount: 0,
  suggestedParams: sp,
});
const bundle = createBundle(params, [txn]);

function signer(sign: (t: algosdk.Transaction) => Uint8Array, addresses: string[]): GroupSigner {
  return {
    kind: 'wallet',
    label: 'Test wallet',
    addresses,
    signGroup: (txns) => Promise.resolve(txns.map(sign)),
  };
}

describe('signWithGroupSigner', () => {
  it('keeps a member\u2019s plain signature and a member\u2019s multisig sub-signature', async () => {
    const plain = signer((t) => t.signTxn(keys[0]!.sk), [params.addrs[0]!]);
    const a = await signWithGroupSigner(plain, bundle);
    expect(a.signers).toEqual([params.addrs[0]]);
    expect(thresholdStatus(a.bundle)[0]).toMatchObject({ have: 1 });

    const sub = signer(
      (t) => algosdk.signMultisigTransaction(t, params, keys[2]!.sk).blob,
      [params.addrs[2]!],
    );
    const b = await signWithGroupSigner(sub, a.bundle);
    expect(b.signers).toEqual([params.addrs[2]]);
    expect(thresholdStatus(b.bundle)[0]).toMatchObject({ have: 2, met: true });
  });

  it('refuses a signature that is no member\u2019s', async () => {
    const stranger = algosdk.generateAccount();
    const wrong = signer((t) => t.signTxn(stranger.sk), [params.addrs[1]!]);
    await expect(signWithGroupSigner(wrong, bundle)).rejects.toThrow(L.walletReturnedNothing);
  });
});

import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { MULTISIG_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MultisigError } from '../catalogue/MultisigError';
import { bundleFromFile, bundleFromLink, bundleToFile, bundleToLink } from './bundleFile';
import { mergeBundles } from './mergeBundles';
import {
  addSignature,
  bundleToSignedTransactions,
  createBundle,
  signBundle,
  thresholdStatus,
  type MultisigBundle,
} from './MultisigBundle';
import { multisigAccount, type MultisigParams } from './MultisigParams';

const [k1, k2, k3] = [0, 1, 2].map(() => algosdk.generateAccount()) as [
  algosdk.Account,
  algosdk.Account,
  algosdk.Account,
];
const params: MultisigParams = {
  version: 1,
  threshold: 2,
  addrs: [k1, k2, k3].map((k) => k.addr.toString()),
};
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
    receiver: k1.addr,
    amount,
    suggestedParams: sp,
  }),
);
algosdk.assignGroupID(txns);

function caught(f: () => unknown): MultisigError {
  try {
    f();
  } catch (e) {
    if (e instanceof MultisigError) return e;
    throw e;
  }
  throw new Error('expected a MultisigError');
}

describe('multisigAccount', () => {
  it('gives algosdk\u2019s address and checks the parameters', () => {
    expect(multisigAccount(params)).toBe(msig.toString());
    expect(caught(() => multisigAccount({ ...params, version: 2 })).message).toBe(M.badVersion);
    expect(caught(() => multisigAccount({ ...params, threshold: 4 })).message).toBe(M.badThreshold(3));
    expect(caught(() => multisigAccount({ ...params, threshold: 0 })).message).toBe(M.badThreshold(3));
    expect(caught(() => multisigAccount({ ...params, addrs: [] })).message).toBe(M.noAddresses);
    expect(
      caught(() => multisigAccount({ ...params, addrs: [params.addrs[0] as string, 'X'] })).message,
    ).toBe(M.badAddress(2));
  });

  it('depends on the order of the addresses', () => {
    expect(multisigAccount({ ...params, addrs: [...params.addrs].reverse() })).not.toBe(msig.toString());
  });
});

describe('MultisigBundle', () => {
  it('collects signatures in turns, merges them, and sends what algosdk would', () => {
    const empty = createBundle(params, txns);
    const a = signBundle(empty, k1.sk);
    const b = signBundle(empty, k3.sk);
    expect(thresholdStatus(a).map((t) => t.met)).toEqual([false, false]);
    expect(caught(() => bundleToSignedTransactions(a)).message).toBe(M.thresholdNotMet(1, 1, 2));
    const merged = mergeBundles(a, b);
    expect(thresholdStatus(merged)).toEqual([
      { position: 1, have: 2, need: 2, met: true },
      { position: 2, have: 2, need: 2, met: true },
    ]);
    const signed = bundleToSignedTransactions(merged);
    const expected = txns.map((t) =>
      algosdk.mergeMultisigTransactions([
        algosdk.signMultisigTransaction(t, params, k1.sk).blob,
        algosdk.signMultisigTransaction(t, params, k3.sk).blob,
      ]),
    );
    expect(signed).toEqual(expected);
  });

  it('takes a signature from a wallet, verified', () => {
    const sig = txns[0]?.rawSignTxn(k2.sk) as Uint8Array;
    const b = addSignature(createBundle(params, txns), 0, k2.addr.toString(), sig);
    expect(Object.keys(b.signatures[0] ?? {})).toEqual([k2.addr.toString()]);
    expect(caught(() => addSignature(b, 1, k2.addr.toString(), sig)).message).toBe(
      M.badSignature(2, k2.addr.toString()),
    );
    const stranger = algosdk.generateAccount();
    expect(caught(() => signBundle(b, stranger.sk)).message).toBe(M.notASigner(stranger.addr.toString()));
  });

  it('refuses to merge bundles that differ, naming the part', () => {
    const base = createBundle(params, txns);
    const other = algosdk.generateAccount().addr.toString();
    const cases: [MultisigBundle, string, string][] = [
      [{ ...base, params: { ...params, version: 2 } }, 'MSIG_MERGE_VERSION', M.mergeVersion(1, 2)],
      [{ ...base, params: { ...params, threshold: 3 } }, 'MSIG_MERGE_THRESHOLD', M.mergeThreshold(2, 3)],
      [
        {
          ...base,
          params: { ...params, addrs: [params.addrs[0] as string, params.addrs[1] as string, other] },
        },
        'MSIG_MERGE_ADDRESSES',
        M.mergeAddresses,
      ],
      [
        { ...base, params: { ...params, addrs: [...params.addrs].reverse() } },
        'MSIG_MERGE_ADDRESSES',
        M.mergeAddresses,
      ],
      [{ ...base, txns: [base.txns[0] as string], signatures: [{}] }, 'MSIG_MERGE_COUNT', M.mergeCount(2, 1)],
      [
        { ...base, txns: [base.txns[0] as string, base.txns[0] as string] },
        'MSIG_MERGE_TRANSACTION',
        M.mergeTransaction(2),
      ],
    ];
    for (const [b, code, message] of cases) {
      const e = caught(() => mergeBundles(base, b));
      expect([e.code, e.message]).toEqual([code, message]);
    }
    const forged = { ...base, signatures: [{ [params.addrs[0] as string]: 'AAAA' }, {}] };
    const signed = signBundle(base, k1.sk);
    expect(caught(() => mergeBundles(signed, forged)).message).toBe(
      M.mergeSignatures(1, params.addrs[0] as string),
    );
  });

  it('exports as goal\u2019s file format and as a base64url link, and reads both back', () => {
    const b = signBundle(createBundle(params, txns), k2.sk);
    const file = bundleToFile(b);
    // goal's format: the concatenation of the multisig SignedTxns.
    const goal = txns.map((t) => algosdk.signMultisigTransaction(t, params, k2.sk).blob);
    expect(file).toEqual(new Uint8Array([...(goal[0] as Uint8Array), ...(goal[1] as Uint8Array)]));
    expect(bundleFromFile(file)).toEqual(b);
    const link = bundleToLink(b);
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(bundleFromLink(`#msig=${link}`)).toEqual(b);
  });

  it('refuses a damaged file', () => {
    const b = signBundle(createBundle(params, txns), k2.sk);
    const file = bundleToFile(b);
    expect(caught(() => bundleFromFile(file.subarray(0, file.length - 3))).code).toBe('MSIG_BAD_BUNDLE');
    // Flip a byte inside the first signature: it no longer verifies.
    const sig = algosdk.base64ToBytes(b.signatures[0]?.[k2.addr.toString()] as string);
    const at = indexOf(file, sig);
    const tampered = file.slice();
    tampered[at + 5] = (tampered[at + 5] as number) ^ 1;
    expect(caught(() => bundleFromFile(tampered)).message).toBe(M.badSignature(1, k2.addr.toString()));
    const plain = txns[0]?.signTxn(k1.sk) as Uint8Array;
    expect(caught(() => bundleFromFile(plain)).message).toBe(M.badBundle('it holds no multisig transaction'));
    expect(caught(() => bundleFromLink('***')).code).toBe('MSIG_BAD_BUNDLE');
  });
});

describe('an address listed twice', () => {
  it('counts its signature at both positions, as algod does', () => {
    const twice: MultisigParams = {
      version: 1,
      threshold: 2,
      addrs: [k1.addr.toString(), k1.addr.toString(), k2.addr.toString()],
    };
    const sender = algosdk.multisigAddress(twice);
    const t = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: sender,
      amount: 0,
      suggestedParams: sp,
    });
    const b = signBundle(createBundle(twice, [t]), k1.sk);
    expect(thresholdStatus(b)[0]).toMatchObject({ have: 2, met: true });
    const stxn = algosdk.decodeSignedTransaction(bundleToSignedTransactions(b)[0] as Uint8Array);
    expect(stxn.msig?.subsig.map((x) => x.s !== undefined)).toEqual([true, true, false]);
  });
});

function indexOf(hay: Uint8Array, needle: Uint8Array): number {
  for (let i = 0; i + needle.length <= hay.length; i++)
    if (needle.every((b, j) => hay[i + j] === b)) return i;
  return -1;
}

import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { signDataWithWallet } from '../signing/signDataWithWallet';
import { signMultisigWithWallet } from '../signing/signMultisigWithWallet';
import type { WalletPort } from '../signing/WalletPort';
import { arc60AuthenticatorData, arc60SignedBytes, arc60SignWithKey, verifyArc60 } from './arc60';
import { isTestNetwork, offeredProviders, walletConnectChainId } from './offeredProviders';
import { bytesToBase64, DATA_INPUT_MESSAGES, parseDataInput } from './parseDataInput';
import { toWalletError } from './toWalletError';
import { WALLET_MESSAGES } from './walletMessages';

const alice = algosdk.generateAccount();
const bob = algosdk.generateAccount();
const text = (s: string) => new TextEncoder().encode(s);

function port(overrides: Partial<WalletPort> = {}): WalletPort & { calls: number } {
  const wallet = {
    name: 'KMD',
    addresses: [alice.addr.toString()],
    capabilities: { signData: false, multisig: false, rekeyed: 'none' as const },
    calls: 0,
    signTransactions: async () => {
      wallet.calls += 1;
      return [];
    },
    ...overrides,
  };
  return wallet;
}

/** Like the mnemonic provider: the key is in the page. */
function keyPort(account: algosdk.Account): WalletPort & { calls: number } {
  const withSecretKey = <T>(use: (sk: Uint8Array, address: string) => Promise<T>) => {
    wallet.calls += 1;
    return use(account.sk, account.addr.toString());
  };
  const wallet = port({
    name: 'Mnemonic',
    addresses: [account.addr.toString()],
    capabilities: { signData: true, multisig: true, rekeyed: 'key' },
    withSecretKey,
    signData: async (data, domain) => {
      const authenticatorData = await arc60AuthenticatorData(domain);
      return withSecretKey(async (sk) => ({
        signature: await arc60SignWithKey(sk, data, authenticatorData),
        signer: account.addr.publicKey,
        authenticatorData,
      }));
    },
  });
  return wallet;
}

describe('ARC-60 data signing', () => {
  it('signs sha256(data) ‖ sha256(sha256(domain)) and verifies only those bytes and that key', async () => {
    const wallet = keyPort(alice);
    const data = text('hello sextant');
    const result = await signDataWithWallet(wallet, data, 'sextant.local');
    expect(result.signer).toBe(alice.addr.toString());
    expect(result.authenticatorData).toEqual(await arc60AuthenticatorData('sextant.local'));
    expect(await verifyArc60(result.signature, data, result.authenticatorData, alice.addr.toString())).toBe(
      true,
    );
    expect(
      await verifyArc60(
        result.signature,
        text('hello sextanT'),
        result.authenticatorData,
        alice.addr.toString(),
      ),
    ).toBe(false);
    expect(
      await verifyArc60(
        result.signature,
        data,
        await arc60AuthenticatorData('evil.example'),
        alice.addr.toString(),
      ),
    ).toBe(false);
    expect(await verifyArc60(result.signature, data, result.authenticatorData, bob.addr.toString())).toBe(
      false,
    );
    expect(
      await verifyArc60(result.signature.slice(1), data, result.authenticatorData, alice.addr.toString()),
    ).toBe(false);
    // Never the bytes a transaction signature is over: 64 hashed bytes, not "TX"‖… or "MX"‖….
    const signed = await arc60SignedBytes(data, result.authenticatorData);
    expect(signed).toHaveLength(64);
  });

  it('refuses a wallet that cannot sign data, without asking it', async () => {
    const wallet = port();
    await expect(signDataWithWallet(wallet, text('x'), 'd')).rejects.toMatchObject({
      code: 'cannot-sign-data',
      message: WALLET_MESSAGES.cannotSignData('KMD'),
    });
    expect(wallet.calls).toBe(0);
  });

  it('maps what the wallet throws', async () => {
    const wallet = port({
      capabilities: { signData: true, multisig: false, rekeyed: 'wallet' },
      signData: () => Promise.reject(Object.assign(new Error('User Rejected Request'), { code: 4100 })),
    });
    await expect(signDataWithWallet(wallet, text('x'), 'd')).rejects.toMatchObject({ code: 'popup-closed' });
  });
});

describe('multisig sub-signatures', () => {
  const params: algosdk.MultisigMetadata = { version: 1, threshold: 2, addrs: [alice.addr, bob.addr] };
  const msigAddr = algosdk.multisigAddress(params);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msigAddr,
    receiver: bob.addr,
    amount: 1,
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      minFee: 1000,
      firstValid: 1,
      lastValid: 10,
      genesisHash: new Uint8Array(32),
    },
  });

  it('adds the key’s sub-signature where Sextant holds the key, and merges with another', async () => {
    const first = await signMultisigWithWallet(keyPort(alice), txn, params);
    const both = await signMultisigWithWallet(keyPort(bob), txn, params, first);
    const msig = algosdk.decodeSignedTransaction(both).msig!;
    expect(msig.subsig.filter((s) => s.s !== undefined)).toHaveLength(2);
  });

  it('refuses wallets that cannot, and keys that are not members', async () => {
    const wallet = port();
    await expect(signMultisigWithWallet(wallet, txn, params)).rejects.toMatchObject({
      code: 'multisig-not-supported',
      message: WALLET_MESSAGES.multisigNotSupported('KMD'),
    });
    expect(wallet.calls).toBe(0);
    const stranger = algosdk.generateAccount();
    await expect(signMultisigWithWallet(keyPort(stranger), txn, params)).rejects.toMatchObject({
      code: 'account-not-in-wallet',
    });
  });
});

describe('parseDataInput', () => {
  it('reads text, hex and base64 (standard or URL-safe, with or without padding)', () => {
    expect(parseDataInput('héllo', 'text')).toEqual(text('héllo'));
    expect(parseDataInput('00ff 10', 'hex')).toEqual(new Uint8Array([0, 255, 16]));
    expect(parseDataInput('AP8Q', 'base64')).toEqual(new Uint8Array([0, 255, 16]));
    expect(parseDataInput('-_8', 'base64')).toEqual(new Uint8Array([251, 255]));
    expect(bytesToBase64(new Uint8Array([0, 255, 16]))).toBe('AP8Q');
  });

  it('says what is wrong', () => {
    expect(() => parseDataInput('', 'text')).toThrow(DATA_INPUT_MESSAGES.empty);
    expect(() => parseDataInput('abc', 'hex')).toThrow(DATA_INPUT_MESSAGES.badHex);
    expect(() => parseDataInput('0xab', 'hex')).toThrow(DATA_INPUT_MESSAGES.badHex);
    expect(() => parseDataInput('a', 'base64')).toThrow(DATA_INPUT_MESSAGES.badBase64);
    expect(() => parseDataInput('ab$c', 'base64')).toThrow(DATA_INPUT_MESSAGES.badBase64);
  });
});

describe('offeredProviders', () => {
  const base = { hasKmd: false, isTestNetwork: false, offerAll: false };
  it('offers by network', () => {
    expect(offeredProviders({ ...base, networkId: 'sandbox', hasKmd: true, isTestNetwork: true })).toEqual([
      'kmd',
      'mnemonic',
    ]);
    expect(offeredProviders({ ...base, networkId: 'testnet', isTestNetwork: true })).toEqual([
      'pera',
      'defly',
      'lute',
      'kibisis',
      'mnemonic',
    ]);
    expect(offeredProviders({ ...base, networkId: 'mainnet' })).toEqual(['pera', 'defly', 'lute', 'kibisis']);
    expect(offeredProviders({ ...base, networkId: 'lab', hasKmd: true })).toEqual(['kmd']);
    expect(
      offeredProviders({ networkId: 'sandbox', hasKmd: true, isTestNetwork: true, offerAll: true }),
    ).toHaveLength(6);
  });

  it('knows test networks and chain ids', () => {
    expect(isTestNetwork('sandbox', undefined)).toBe(true);
    expect(isTestNetwork('mainnet', 'mainnet-v1.0')).toBe(false);
    expect(isTestNetwork('lab', 'mainnet-v1.0')).toBe(false);
    expect(isTestNetwork('lab', 'betanet-v1.0')).toBe(true);
    expect(isTestNetwork('lab', 'sandnet-v1')).toBe(true);
    expect(isTestNetwork('lab', 'private-v1')).toBe(false);
    expect([
      walletConnectChainId('mainnet'),
      walletConnectChainId('testnet'),
      walletConnectChainId('sandbox'),
    ]).toEqual([416001, 416002, 4160]);
  });
});

describe('toWalletError', () => {
  it('keeps our errors and reads codes from data', () => {
    const ours = toWalletError(new Error('x'), 'Lute');
    expect(toWalletError(ours, 'Lute')).toBe(ours);
    expect(toWalletError({ message: 'nope', data: { code: 4001 } }, 'Kibisis').code).toBe('user-rejected');
    expect(toWalletError('Request timed out', 'Pera').code).toBe('timeout');
    // lute-connect: a connect window closed by the person.
    expect(toWalletError(new Error('Operation Cancelled'), 'Lute').code).toBe('popup-closed');
    expect(toWalletError(new Error('Wallet "x" not found!'), 'KMD')).toMatchObject({
      code: 'wallet-failed',
      message: `${WALLET_MESSAGES.failed('KMD')} ${WALLET_MESSAGES.walletSaid('Wallet "x" not found!')}`,
    });
  });
});

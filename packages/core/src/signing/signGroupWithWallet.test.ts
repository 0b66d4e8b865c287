import algosdk from 'algosdk';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../catalogue/catalogueMessages';
import { GroupSizeError } from '../catalogue/GroupSizeError';
import { WalletError } from '../wallet/WalletError';
import { WALLET_MESSAGES } from '../wallet/walletMessages';
import { signGroupWithWallet, type SigningNetwork } from './signGroupWithWallet';
import type { WalletCapabilities, WalletPort } from './WalletPort';

const genesisHash = new Uint8Array(32).fill(9);
const network: SigningNetwork = { name: 'Sandbox', genesisHash: Buffer.from(genesisHash).toString('base64') };
const alice = algosdk.generateAccount();
const bob = algosdk.generateAccount();
const carol = algosdk.generateAccount();

function pay(sender: algosdk.Account, amount = 1, hash = genesisHash): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver: bob.addr,
    amount,
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      minFee: 1000,
      firstValid: 1,
      lastValid: 1000,
      genesisID: 'sandnet-v1',
      genesisHash: hash,
    },
  });
}

function group(...txns: algosdk.Transaction[]): algosdk.Transaction[] {
  return txns.length > 1 ? algosdk.assignGroupID(txns) : txns;
}

type Shape = 'aligned' | 'compact' | 'reversed';

/**
 * A wallet that really signs with the keys it holds and answers in one of the shapes wallets use:
 * `aligned` (Pera, Lute, Kibisis: null where it did not sign), `compact` (use-wallet's kmd: only
 * the signed ones), `reversed` (compact, out of order). It counts its calls.
 */
function keyWallet(keys: algosdk.Account[], shape: Shape, capabilities: Partial<WalletCapabilities> = {}) {
  const calls: number[][] = [];
  const port: WalletPort & { calls: number[][] } = {
    name: 'Test wallet',
    addresses: keys.map((k) => k.addr.toString()),
    capabilities: { signData: false, multisig: false, rekeyed: 'wallet', ...capabilities },
    calls,
    signTransactions: async (txns, indexes) => {
      calls.push(indexes);
      const aligned = txns.map((txn, i) => {
        const key = keys.find((k) => k.addr.toString() === txn.sender.toString());
        return indexes.includes(i) && key ? txn.signTxn(key.sk) : null;
      });
      if (shape === 'aligned') return aligned;
      const compact = aligned.filter((b): b is Uint8Array => b !== null);
      return shape === 'compact' ? compact : compact.reverse();
    },
  };
  return port;
}

/** The signature is over "TX" ‖ msgpack(txn), by the signer's key. */
function verifies(blob: Uint8Array, signer: algosdk.Account): boolean {
  const stxn = algosdk.decodeSignedTransaction(blob);
  return (
    stxn.sig !== undefined &&
    nacl.sign.detached.verify(stxn.txn.bytesToSign(), stxn.sig, signer.addr.publicKey)
  );
}

describe('signGroupWithWallet: results position-aligned whatever the wallet returns', () => {
  it.each<Shape>(['aligned', 'compact', 'reversed'])(
    '%s answer → one entry per transaction',
    async (shape) => {
      const txns = group(pay(bob), pay(alice, 2), pay(carol), pay(alice, 3));
      const wallet = keyWallet([alice], shape);
      const result = await signGroupWithWallet(wallet, txns, [1, 3], network);
      expect(result).toHaveLength(4);
      expect(result[0]).toBeNull();
      expect(result[2]).toBeNull();
      for (const i of [1, 3]) {
        const blob = result[i]!;
        expect(algosdk.decodeSignedTransaction(blob).txn.txID()).toBe(txns[i]!.txID());
        expect(verifies(blob, alice)).toBe(true);
      }
      expect(wallet.calls).toEqual([[1, 3]]);
    },
  );

  it('refuses a wallet that returns a transaction it was not asked to sign', async () => {
    const wallet = keyWallet([alice], 'aligned');
    wallet.signTransactions = async () => [pay(alice, 99).signTxn(alice.sk)];
    await expect(signGroupWithWallet(wallet, [pay(alice)], [0], network)).rejects.toMatchObject({
      code: 'bad-result',
      message: WALLET_MESSAGES.badResult('Test wallet'),
    });
  });

  it('says which transaction the wallet left unsigned', async () => {
    const wallet = keyWallet([alice], 'aligned');
    wallet.signTransactions = async (txns) => txns.map(() => null);
    await expect(signGroupWithWallet(wallet, [pay(alice)], [0], network)).rejects.toMatchObject({
      message: WALLET_MESSAGES.notSigned('Test wallet', 1),
    });
  });
});

describe('signGroupWithWallet: refusals before the wallet is asked', () => {
  it('an empty group', async () => {
    const wallet = keyWallet([alice], 'aligned');
    const error = await signGroupWithWallet(wallet, [], [], network).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GroupSizeError);
    expect(error).toMatchObject({ code: 'GROUP_EMPTY', message: GROUP_MESSAGES.empty });
    expect(wallet.calls).toEqual([]);
  });

  it('17 transactions', async () => {
    const wallet = keyWallet([alice], 'aligned');
    const txns = Array.from({ length: 17 }, (_, i) => pay(alice, i + 1));
    const error = await signGroupWithWallet(wallet, txns, [0], network).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'GROUP_TOO_LARGE', message: GROUP_MESSAGES.tooLarge(17) });
    expect(wallet.calls).toEqual([]);
  });

  it('a transaction for another network (genesis hash)', async () => {
    const wallet = keyWallet([alice], 'aligned');
    const txns = group(pay(alice), pay(alice, 2, new Uint8Array(32).fill(1)));
    const error = await signGroupWithWallet(wallet, txns, [0, 1], network).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({
      code: 'wrong-network',
      message: WALLET_MESSAGES.otherGenesis(2, 'Sandbox'),
    });
    expect(wallet.calls).toEqual([]);
  });

  it('an account the wallet does not hold', async () => {
    const wallet = keyWallet([alice], 'aligned');
    const error = await signGroupWithWallet(wallet, [pay(carol)], [0], network).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'account-not-in-wallet',
      message: WALLET_MESSAGES.accountNotInWallet('Test wallet', carol.addr.toString()),
    });
    expect(wallet.calls).toEqual([]);
  });

  it('nothing to sign', async () => {
    const wallet = keyWallet([alice], 'aligned');
    await expect(signGroupWithWallet(wallet, [pay(alice)], [], network)).rejects.toMatchObject({
      code: 'nothing-to-sign',
    });
    expect(wallet.calls).toEqual([]);
  });
});

describe('signGroupWithWallet: rekeyed accounts', () => {
  // alice was rekeyed to carol.
  const rekeyed: SigningNetwork = {
    ...network,
    lookupAuthAddr: async (a) => (a === alice.addr.toString() ? carol.addr.toString() : undefined),
  };

  it('a wallet that signs with the sender key only (kmd) is refused, not asked', async () => {
    const wallet = keyWallet([alice, carol], 'compact', { rekeyed: 'none' });
    await expect(signGroupWithWallet(wallet, [pay(alice)], [0], rekeyed)).rejects.toMatchObject({
      code: 'rekeyed-not-supported',
      message: WALLET_MESSAGES.rekeyedNotSupported(
        'Test wallet',
        alice.addr.toString(),
        carol.addr.toString(),
      ),
    });
    expect(wallet.calls).toEqual([]);
  });

  it('a wallet that resolves rekeys itself is asked, and told the auth address', async () => {
    const wallet = keyWallet([alice], 'aligned', { rekeyed: 'wallet' });
    const told: (readonly (string | undefined)[] | undefined)[] = [];
    const sign = wallet.signTransactions;
    wallet.signTransactions = (txns, indexes, authAddrs) => {
      told.push(authAddrs);
      return sign(txns, indexes);
    };
    await signGroupWithWallet(wallet, group(pay(bob), pay(alice)), [1], rekeyed);
    expect(wallet.calls).toEqual([[1]]);
    expect(told).toEqual([[undefined, carol.addr.toString()]]);
  });

  it('a key Sextant holds signs as the auth address (sgnr)', async () => {
    const wallet = keyWallet([carol], 'aligned', { rekeyed: 'key' });
    wallet.withSecretKey = (use) => use(carol.sk, carol.addr.toString());
    const [blob] = await signGroupWithWallet(wallet, [pay(alice)], [0], rekeyed);
    const stxn = algosdk.decodeSignedTransaction(blob!);
    expect(stxn.sgnr?.toString()).toBe(carol.addr.toString());
    expect(nacl.sign.detached.verify(stxn.txn.bytesToSign(), stxn.sig!, carol.addr.publicKey)).toBe(true);
    expect(wallet.calls).toEqual([]);
  });

  it('an account rekeyed to a key the wallet lacks', async () => {
    const wallet = keyWallet([bob], 'aligned', { rekeyed: 'key' });
    await expect(signGroupWithWallet(wallet, [pay(alice)], [0], rekeyed)).rejects.toMatchObject({
      code: 'account-not-in-wallet',
      message: WALLET_MESSAGES.accountNotInWallet('Test wallet', carol.addr.toString()),
    });
  });
});

describe('signGroupWithWallet: wallet errors keep the wallet’s words', () => {
  const cases: [unknown, string, string][] = [
    [
      Object.assign(new Error('User Rejected Request'), { code: 4100 }),
      'popup-closed',
      WALLET_MESSAGES.popupClosed('Test wallet'),
    ],
    [
      Object.assign(new Error('Transaction request rejected'), { code: 4001 }),
      'user-rejected',
      WALLET_MESSAGES.userRejected('Test wallet'),
    ],
    [new Error('CONNECT_MODAL_CLOSED'), 'popup-closed', WALLET_MESSAGES.popupClosed('Test wallet')],
    [
      new Error(
        'Network request error. Received status 401 (Unauthorized): error decrypting. wrong password?',
      ),
      'wrong-password',
      WALLET_MESSAGES.wrongPassword('Test wallet'),
    ],
    [new Error('Network mismatch'), 'wrong-network', WALLET_MESSAGES.wrongNetwork('Test wallet', 'Sandbox')],
    [new Error('socket hung up'), 'wallet-failed', WALLET_MESSAGES.failed('Test wallet')],
  ];
  it.each(cases)('%s → %s', async (thrown, code, sentence) => {
    const wallet = keyWallet([alice], 'aligned');
    wallet.signTransactions = () => Promise.reject(thrown);
    const error = (await signGroupWithWallet(wallet, [pay(alice)], [0], network).catch(
      (e: unknown) => e,
    )) as WalletError;
    expect(error).toBeInstanceOf(WalletError);
    expect(error.code).toBe(code);
    expect(error.message.startsWith(sentence)).toBe(true);
    const said = (error.details['walletText'] as string) ?? '';
    expect(error.message).toContain(WALLET_MESSAGES.walletSaid(said));
  });

  it('times out a wallet that never answers', async () => {
    const wallet = keyWallet([alice], 'aligned');
    wallet.signTransactions = () => new Promise(() => undefined);
    await expect(
      signGroupWithWallet(wallet, [pay(alice)], [0], { ...network, timeoutMs: 20 }),
    ).rejects.toMatchObject({
      code: 'timeout',
      message: WALLET_MESSAGES.timeout('Test wallet', 1),
    });
  });
});

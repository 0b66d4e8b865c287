import type algosdk from 'algosdk';
import { GroupSizeError } from '../catalogue/GroupSizeError';
import { toWalletError } from '../wallet/toWalletError';
import { WalletError } from '../wallet/WalletError';
import { WALLET_MESSAGES } from '../wallet/walletMessages';
import { alignSignedTxns } from './alignSignedTxns';
import type { WalletPort } from './WalletPort';

export interface SigningNetwork {
  /** Shown in messages. */
  name: string;
  /** base64, as algod's /versions gives it. */
  genesisHash: string;
  /** The account's auth address when it was rekeyed, undefined otherwise (algod's `auth-addr`). */
  lookupAuthAddr?: (address: string) => Promise<string | undefined>;
  /** Give up on the wallet after this long (a phone that never answers). */
  timeoutMs?: number;
}

function base64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

/**
 * Refusals that need no wallet: size (empty, over 16) and network (genesis hash). They run before
 * the wallet is asked, so a wallet never shows a request Sextant knows cannot succeed.
 */
export function refuseGroup(txns: readonly algosdk.Transaction[], network: SigningNetwork): void {
  const sizeError = GroupSizeError.check(txns.length);
  if (sizeError !== undefined) throw sizeError;
  txns.forEach((txn, index) => {
    if (base64(txn.genesisHash ?? new Uint8Array()) !== network.genesisHash)
      throw new WalletError('wrong-network', WALLET_MESSAGES.otherGenesis(index + 1, network.name), {
        details: { position: index + 1 },
      });
  });
}

export async function withTimeout<T>(
  work: Promise<T>,
  wallet: string,
  timeoutMs: number | undefined,
): Promise<T> {
  if (timeoutMs === undefined) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new WalletError(
            'timeout',
            WALLET_MESSAGES.timeout(wallet, Math.max(1, Math.round(timeoutMs / 1000))),
          ),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Signs a group through any wallet: refuses first (size, network, accounts the wallet cannot sign
 * for, rekeyed accounts it cannot sign with the auth key), then asks the wallet once, and returns
 * one entry per transaction, position-aligned, null where nothing was asked.
 */
export async function signGroupWithWallet(
  wallet: WalletPort,
  txns: readonly algosdk.Transaction[],
  indexesToSign: readonly number[],
  network: SigningNetwork,
): Promise<(Uint8Array | null)[]> {
  refuseGroup(txns, network);
  const wanted = [...new Set(indexesToSign)].filter((i) => i >= 0 && i < txns.length).sort((a, b) => a - b);
  if (wanted.length === 0) throw new WalletError('nothing-to-sign', WALLET_MESSAGES.nothingToSign);

  const held = new Set(wallet.addresses);
  const byWallet: number[] = [];
  const byKey: number[] = [];
  const authAddrs: (string | undefined)[] = txns.map(() => undefined);
  for (const index of wanted) {
    const sender = txns[index]!.sender.toString();
    const auth = (await network.lookupAuthAddr?.(sender)) ?? sender;
    const rekeyed = auth !== sender;
    if (rekeyed) authAddrs[index] = auth;
    if (wallet.capabilities.rekeyed === 'key' && rekeyed && held.has(auth)) byKey.push(index);
    else if (held.has(sender) && (!rekeyed || wallet.capabilities.rekeyed !== 'none')) byWallet.push(index);
    else if (held.has(sender))
      throw new WalletError(
        'rekeyed-not-supported',
        WALLET_MESSAGES.rekeyedNotSupported(wallet.name, sender, auth),
      );
    else
      throw new WalletError('account-not-in-wallet', WALLET_MESSAGES.accountNotInWallet(wallet.name, auth));
  }

  let returned: (Uint8Array | null)[] = [];
  try {
    if (byWallet.length > 0)
      returned = await withTimeout(
        wallet.signTransactions([...txns], byWallet, authAddrs),
        wallet.name,
        network.timeoutMs,
      );
    if (byKey.length > 0) {
      if (wallet.withSecretKey === undefined)
        throw new WalletError('rekeyed-not-supported', WALLET_MESSAGES.failed(wallet.name));
      const signed = await wallet.withSecretKey(async (sk) => byKey.map((i) => txns[i]!.signTxn(sk)));
      returned = [...returned, ...signed];
    }
  } catch (error) {
    throw toWalletError(error, wallet.name, network.name);
  }

  const aligned = alignSignedTxns(txns, returned);
  if (aligned === undefined) throw new WalletError('bad-result', WALLET_MESSAGES.badResult(wallet.name));
  const missing = wanted.find((i) => aligned[i] === null);
  if (missing !== undefined)
    throw new WalletError('user-rejected', WALLET_MESSAGES.notSigned(wallet.name, missing + 1));
  return aligned;
}

import type { WalletCapabilities, WalletPort } from '@sextant/core/signing/WalletPort';
import { arc60AuthenticatorData, arc60SignWithKey } from '@sextant/core/wallet/arc60';
import { bytesToBase64 } from '@sextant/core/wallet/parseDataInput';
import type { WalletProvider } from '@sextant/core/wallet/offeredProviders';
import { ScopeType, type BaseWallet } from '@txnlab/use-wallet-react';
import algosdk from 'algosdk';
import { WALLET_PROVIDER_NAMES } from '../walletDialogLabels';

/**
 * What each provider can do, read from use-wallet 4.6's sources: only Lute implements signData;
 * no provider passes multisig metadata or an auth address to the wallet; kmd signs with the
 * sender's own key; the mnemonic provider exposes its key (withPrivateKey), so Sextant signs data,
 * multisig sub-signatures and rekeyed transactions with it itself.
 */
export const PROVIDER_CAPABILITIES: Readonly<Record<WalletProvider, WalletCapabilities>> = {
  pera: { signData: false, multisig: false, rekeyed: 'wallet' },
  defly: { signData: false, multisig: false, rekeyed: 'wallet' },
  lute: { signData: true, multisig: false, rekeyed: 'wallet' },
  kibisis: { signData: false, multisig: false, rekeyed: 'wallet' },
  kmd: { signData: false, multisig: false, rekeyed: 'none' },
  mnemonic: { signData: true, multisig: true, rekeyed: 'key' },
};

export function providerOf(wallet: BaseWallet): WalletProvider {
  return wallet.id as WalletProvider;
}

interface DeflyClient {
  signTransaction(
    groups: { txn: algosdk.Transaction; signers?: string[]; authAddr?: string }[][],
    signerAddress?: string,
  ): Promise<Uint8Array[]>;
}

/**
 * @blockshake/defly-connect 1.2.1 rebuilds each entry and keeps a `signers: []` ("do not sign")
 * marker only when given a signer address, which use-wallet 4.6 never passes: the phone would be
 * asked to sign the other party's transactions too. So Sextant calls the library itself: the
 * entries to sign name the signer, the others are marked `signers: []`. The library returns only
 * the signed ones; the signing service aligns them by transaction id. A rekeyed account's entry
 * carries its auth address (ARC-1 `authAddr`).
 */
function deflySignTransactions(wallet: BaseWallet): WalletPort['signTransactions'] {
  const fields = wallet as unknown as {
    client: DeflyClient | null;
    initializeClient(): Promise<DeflyClient>;
  };
  return async (txns, indexes, authAddrs) => {
    const signer = indexes.map((i) => txns[i]!.sender.toString()).find((a) => wallet.addresses.includes(a));
    const client = fields.client ?? (await fields.initializeClient());
    const entries = txns.map((txn, i) => {
      if (!indexes.includes(i) || signer === undefined) return { txn, signers: [] };
      const authAddr = authAddrs?.[i];
      return authAddr === undefined ? { txn, signers: [signer] } : { txn, signers: [signer], authAddr };
    });
    return client.signTransaction([entries], signer);
  };
}

/** use-wallet's wallet as the signing service's port. */
export function toWalletPort(wallet: BaseWallet): WalletPort {
  const provider = providerOf(wallet);
  const withSecretKey =
    provider === 'mnemonic'
      ? <T>(use: (sk: Uint8Array, address: string) => Promise<T>) =>
          wallet.withPrivateKey((sk) => use(sk, new algosdk.Address(sk.slice(32)).toString()))
      : undefined;
  const port: WalletPort = {
    name: WALLET_PROVIDER_NAMES[provider] ?? wallet.metadata.name,
    addresses: wallet.addresses,
    capabilities: PROVIDER_CAPABILITIES[provider],
    signTransactions:
      provider === 'defly'
        ? deflySignTransactions(wallet)
        : (txns, indexes) => wallet.signTransactions(txns, indexes),
    ...(withSecretKey && { withSecretKey }),
  };
  if (withSecretKey !== undefined) {
    port.signData = async (data, domain) => {
      const authenticatorData = await arc60AuthenticatorData(domain);
      return withSecretKey(async (sk) => ({
        signature: await arc60SignWithKey(sk, data, authenticatorData),
        signer: sk.slice(32),
        authenticatorData,
      }));
    };
  } else if (wallet.canSignData) {
    port.signData = async (data) => {
      // Arbitrary bytes, not a sign-in request: scope unknown, the bytes as base64.
      const result = await wallet.signData(bytesToBase64(data), {
        scope: ScopeType.UNKNOWN,
        encoding: 'base64',
      });
      return {
        signature: result.signature,
        signer: result.signer,
        authenticatorData: result.authenticatorData,
      };
    };
  }
  return port;
}

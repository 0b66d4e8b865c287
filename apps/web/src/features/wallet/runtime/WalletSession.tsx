import { GroupSizeError } from '@sextant/core/catalogue/GroupSizeError';
import { BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { signDataWithWallet } from '@sextant/core/signing/signDataWithWallet';
import { signGroupWithWallet } from '@sextant/core/signing/signGroupWithWallet';
import { walletMemberKey } from '@sextant/core/signing/signers/walletMemberKey';
import type { WalletProvider } from '@sextant/core/wallet/offeredProviders';
import { activeFirst } from '@sextant/core/wallet/activeFirst';
import { toWalletError } from '@sextant/core/wallet/toWalletError';
import { WalletError } from '@sextant/core/wallet/WalletError';
import { useWallet, WalletId, type WalletManager } from '@txnlab/use-wallet-react';
import type { NetworkProbe } from '@sextant/core/network/ProbeResult';
import { useEffect, useState, type ComponentType } from 'react';
import type { ConnectedWallet } from '../ConnectedWalletContext';
import type { WalletChipProps } from '../WalletChip';
import type { PublishedWallet } from '../WalletHostContext';
import { WALLET_PROVIDER_NAMES } from '../walletDialogLabels';
import { onBrowserNetReplaced } from '../../../app/browserNet/dropBrowserNetState';
import { forgetKmdPassword, forgetKmdWallet, prepareKmd } from './kmdSettings';
import { guardRememberedPhrase } from './guardRememberedPhrase';
import { rememberMnemonic } from './rememberMnemonic';
import { PasswordDialog } from './PasswordDialog';
import { SigningConfirmation } from './SigningConfirmation';
import { SigningConfirmDialog } from './SigningConfirmDialog';
import { shortAddress } from './shortAddress';
import { PROVIDER_CAPABILITIES, providerOf, toWalletPort } from './toWalletPort';
import { WalletDialog, type ConnectRequest } from './WalletDialog';
import type { WalletPrompts } from './WalletPrompts';
import { walletSigningNetwork } from './walletSigningNetwork';
import { watchRelayDisconnect } from './watchRelayDisconnect';

export interface WalletSessionProps {
  network: NetworkProfile;
  manager: WalletManager;
  providers: readonly WalletProvider[];
  prompts: WalletPrompts;
  openAtStart: boolean;
  publish: (session: PublishedWallet | null) => void;
  Chip: ComponentType<WalletChipProps>;
  fetchProbe: () => Promise<NetworkProbe>;
}

/** The chip, the dialog and the signer of one network's wallet session. */
export function WalletSession(props: WalletSessionProps) {
  const { network, manager, providers, prompts, openAtStart, publish, Chip, fetchProbe } = props;
  const { activeWallet, activeAddress, isReady } = useWallet();
  const [open, setOpen] = useState(openAtStart);
  const [busy, setBusy] = useState<WalletProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmation] = useState(() => new SigningConfirmation());

  const base = activeWallet === null ? undefined : manager.getWallet(activeWallet.walletKey);
  const accounts = activeWallet?.accounts.map((a) => a.address).join(',') ?? '';

  useEffect(() => {
    if (base === undefined || activeAddress === null) {
      publish(null);
      return;
    }
    const port = toWalletPort(base);
    // The active account leads, so "the wallet's first address" defaults mean the one chosen.
    const addresses = activeFirst(activeAddress, port.addresses);
    const signer: GroupSigner = {
      kind: 'wallet',
      label: `${port.name} · ${shortAddress(activeAddress)}`,
      addresses,
      signGroup: async (txns, indexesToSign) => {
        // Size first: it needs no network and must never reach the wallet.
        const sizeError = GroupSizeError.check(txns.length);
        if (sizeError !== undefined) throw sizeError;
        try {
          return await signGroupWithWallet(
            port,
            txns,
            indexesToSign,
            await walletSigningNetwork(network, fetchProbe),
          );
        } catch (error) {
          if (error instanceof WalletError && error.code === 'wrong-password') forgetKmdPassword(base);
          throw error;
        }
      },
    };
    const wallet: ConnectedWallet = {
      provider: port.name,
      providerId: providerOf(base),
      ...(port.withSecretKey && { withSecretKey: port.withSecretKey }),
      address: activeAddress,
      canSignData: port.capabilities.signData && port.signData !== undefined,
      dataSigners: providers
        .filter((p) => PROVIDER_CAPABILITIES[p].signData)
        .map((p) => WALLET_PROVIDER_NAMES[p]),
      signData: (data, domain) => signDataWithWallet(port, data, domain),
      addresses,
      memberKey: (address) => (port.addresses.includes(address) ? walletMemberKey(port, address) : undefined),
    };
    publish(
      providerOf(base) === 'mnemonic'
        ? guardRememberedPhrase({ signer, wallet }, port.name, confirmation)
        : { signer, wallet },
    );
    return () => publish(null);
  }, [base, activeAddress, accounts, network, fetchProbe, publish, providers, confirmation]);

  // The Browser network was reset or replaced (here or in another tab): its kmd is a new one, so a
  // kmd session's accounts are gone; it is disconnected and its wallet id and password forgotten.
  useEffect(() => {
    if (network.id !== BROWSER_NETWORK_ID) return;
    return onBrowserNetReplaced(() => {
      const kmd = manager.getWallet(WalletId.KMD);
      if (kmd === undefined) return;
      forgetKmdWallet(kmd);
      if (kmd.isConnected) void kmd.disconnect();
    });
  }, [network.id, manager]);

  // After a resume (isReady) and after each connect, the relay wallets' connectors are new.
  useEffect(() => {
    if (isReady && busy === null) watchRelayDisconnect(manager);
  }, [isReady, busy, manager, accounts]);

  const connect = async (request: ConnectRequest) => {
    const wallet = manager.getWallet(request.provider as WalletId);
    if (wallet === undefined) return;
    const name = WALLET_PROVIDER_NAMES[request.provider];
    setError(null);
    if (request.provider === 'kmd') prepareKmd(wallet, network.id, request.walletName, request.password);
    if (request.provider === 'mnemonic') {
      prompts.handOverMnemonic(request.phrase);
      rememberMnemonic(wallet, request.remember);
    }
    // The mobile and web wallets show their own modal or window: ours must not sit on top of it.
    const external = request.provider !== 'kmd' && request.provider !== 'mnemonic';
    if (external) setOpen(false);
    setBusy(request.provider);
    try {
      await wallet.connect();
      wallet.setActive();
    } catch (caught) {
      if (request.provider === 'kmd') forgetKmdPassword(wallet);
      setError(toWalletError(caught, name, network.name).message);
      setOpen(true);
    } finally {
      setBusy(null);
      prompts.handOverMnemonic(undefined);
    }
  };

  const disconnect = async () => {
    if (base === undefined) return;
    setError(null);
    try {
      await base.disconnect();
    } catch (caught) {
      setError(toWalletError(caught, WALLET_PROVIDER_NAMES[providerOf(base)], network.name).message);
    }
  };

  const state = !isReady || busy !== null ? 'pending' : activeAddress !== null ? 'connected' : 'disconnected';
  return (
    <>
      <Chip
        state={state}
        shortAddress={activeAddress === null ? undefined : shortAddress(activeAddress)}
        onClick={() => setOpen(true)}
      />
      <WalletDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        network={network}
        providers={providers}
        busy={busy}
        error={error}
        connected={
          activeWallet === null || activeAddress === null
            ? null
            : {
                provider: providerOf(base!),
                accounts: activeWallet.accounts.map((a) => a.address),
                active: activeAddress,
              }
        }
        onConnect={(request) => void connect(request)}
        onUseAccount={(address) => base?.setActiveAccount(address)}
        onDisconnect={() => void disconnect()}
      />
      <PasswordDialog prompts={prompts} />
      <SigningConfirmDialog confirmation={confirmation} />
    </>
  );
}

import { GroupSizeError } from '@sextant/core/catalogue/GroupSizeError';
import { summarizeSigning } from '@sextant/core/signing/summarizeSigning';
import { WalletError } from '@sextant/core/wallet/WalletError';
import { WALLET_MESSAGES } from '@sextant/core/wallet/walletMessages';
import type { PublishedWallet } from '../WalletHostContext';
import { hasRememberedMnemonic } from './rememberMnemonic';
import type { SigningConfirmation, SigningRequestShown } from './SigningConfirmation';

/**
 * A recovery phrase remembered on this device signs with no other step (no wallet app asks), so a
 * framed or scripted page would be one click from a signature: every use of its key (a group, a
 * multisig sub-signature, a logic sig delegation, ARC-60 data) first shows what is signed and
 * waits for an explicit Sign (`SigningConfirmDialog`); Cancel is the wallet's "rejected". Checked at
 * each use, so a phrase kept in memory only (not remembered) signs as before.
 */
export function guardRememberedPhrase(
  session: PublishedWallet,
  walletName: string,
  confirmation: SigningConfirmation,
): PublishedWallet {
  const { signer, wallet } = session;
  const confirm = async (shown: SigningRequestShown) => {
    if (hasRememberedMnemonic() && !(await confirmation.ask(shown)))
      throw new WalletError('user-rejected', WALLET_MESSAGES.userRejected(walletName));
  };
  const withSecretKey = wallet.withSecretKey;
  return {
    signer: {
      ...signer,
      signGroup: async (txns, indexesToSign, options) => {
        const sizeError = GroupSizeError.check(txns.length);
        if (sizeError !== undefined) throw sizeError;
        await confirm({ kind: 'group', summary: summarizeSigning(txns, indexesToSign) });
        return signer.signGroup(txns, indexesToSign, options);
      },
    },
    wallet: {
      ...wallet,
      // Only the logic sig delegation panel takes the key itself.
      ...(withSecretKey && {
        withSecretKey: async (use) => {
          await confirm({ kind: 'delegation' });
          return withSecretKey(use);
        },
      }),
      signData: async (data, domain) => {
        await confirm({ kind: 'data', bytes: data.length, domain });
        return wallet.signData(data, domain);
      },
      memberKey: (address) => {
        const key = wallet.memberKey(address);
        return (
          key && {
            ...key,
            signSubsig: async (txn, msig) => {
              await confirm({ kind: 'group', summary: summarizeSigning([txn], [0]) });
              return key.signSubsig(txn, msig);
            },
          }
        );
      },
    },
  };
}

import { openKmdSigner } from '@sextant/core/signing/signers/openKmdSigner';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useKmdWallets } from '../../../app/kmd/useKmdWallets';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { useLogicSigSignerSlot } from '../../logicsig/useLogicSigSignerSlot';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import type { LabDraft } from '../storage/labDraftStore';

/**
 * The lab's signer as the draft names it (the connected wallet, or a kmd wallet opened with a
 * password held only in memory), and every address some signer here holds (for the sender list).
 */
export function useLabSigner(
  network: string,
  draft: Pick<LabDraft, 'signer' | 'kmdWallet'>,
  onLogicSigSender: (sender: string) => void,
) {
  const { kmd } = useNetworkClients();
  const wallet = useWalletSigner();
  const [kmdPassword, setKmdPassword] = useState('');
  const kmdWallets = useKmdWallets(kmd, draft.signer === 'kmd');
  // a saved logic sig as the signer: its picker and option come from the logic sig feature
  const lsig = useLogicSigSignerSlot(network, onLogicSigSender);
  const kmdSigner = useQuery({
    queryKey: [network, 'kmd', 'lab-signer', draft.kmdWallet, kmdPassword],
    queryFn: () =>
      kmd === undefined ? Promise.resolve(null) : openKmdSigner(kmd, draft.kmdWallet, kmdPassword),
    enabled: kmd !== undefined && draft.signer === 'kmd',
    structuralSharing: false,
    retry: false,
    staleTime: 30_000,
  });
  const addresses = useMemo(
    () => [...new Set([...(wallet?.addresses ?? []), ...(kmdSigner.data?.addresses ?? [])])],
    [wallet, kmdSigner.data],
  );
  const signer: GroupSigner | undefined =
    draft.signer === 'logicsig'
      ? lsig.signer
      : draft.signer === 'wallet'
        ? (wallet ?? undefined)
        : (kmdSigner.data ?? undefined);
  return {
    signer,
    addresses,
    wallet,
    lsig,
    hasKmd: kmd !== undefined,
    kmdWallets,
    kmdError: kmdSigner.error?.message,
    kmdPassword,
    setKmdPassword,
  };
}

import { createPQKeySigner } from '@sextant/core/signing/signers/createPQKeySigner';
import { openKmdSigner } from '@sextant/core/signing/signers/openKmdSigner';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { impersonationSigner } from '@sextant/core/sandbox/ImpersonationSigner';
import { SandboxControlClient } from '@sextant/core/sandbox/SandboxControlClient';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useKmdWallets } from '../../../app/kmd/useKmdWallets';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { useLogicSigSignerSlot } from '../../logicsig/useLogicSigSignerSlot';
import { unlockedQuery } from '../../networkControl/unlockedQuery';
import { usePQKeys } from '../../pq/usePQKeys';
import { useWalletSigner } from '../../wallet/WalletSignerContext';
import type { LabDraft } from '../storage/labDraftStore';

/**
 * The lab's signer as the draft names it (the connected wallet, a kmd wallet opened with a
 * password held only in memory, a saved logic sig, the post-quantum key of the draft's sender held
 * in this tab, or on a sandbox network the impersonation of an unlocked sender), and every address
 * some signer here holds (for the sender list).
 */
export function useLabSigner(
  network: string,
  draft: Pick<LabDraft, 'signer' | 'kmdWallet' | 'sender'>,
  onLogicSigSender: (sender: string) => void,
) {
  const { kmd, profile } = useNetworkClients();
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
  const unlocked = useQuery({ ...unlockedQuery(profile), enabled: draft.signer === 'impersonation' });
  const unlockedHeld = useMemo(() => unlocked.data ?? [], [unlocked.data]);
  const pqKeys = usePQKeys(network);
  const pqHeld = useMemo(() => (network === 'mainnet' ? [] : pqKeys), [network, pqKeys]);
  const addresses = useMemo(
    () => [
      ...new Set([
        ...(wallet?.addresses ?? []),
        ...(kmdSigner.data?.addresses ?? []),
        ...(draft.signer === 'pq' ? pqHeld.map((k) => k.address) : []),
        ...(draft.signer === 'impersonation' ? unlockedHeld : []),
      ]),
    ],
    [wallet, kmdSigner.data, draft.signer, pqHeld, unlockedHeld],
  );
  const pqKey = pqHeld.find((k) => k.address === draft.sender.trim()) ?? pqHeld[0];
  const acted = unlockedHeld.includes(draft.sender.trim()) ? draft.sender.trim() : unlockedHeld[0];
  const actedSigner = useMemo(
    () =>
      acted === undefined ? undefined : impersonationSigner(new SandboxControlClient(profile.algod), acted),
    [acted, profile.algod],
  );
  const signer: GroupSigner | undefined =
    draft.signer === 'impersonation'
      ? actedSigner
      : draft.signer === 'pq'
        ? pqKey && createPQKeySigner(pqKey)
        : draft.signer === 'logicsig'
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
    hasPQ: pqHeld.length > 0,
    hasUnlocked: unlockedHeld.length > 0,
    canImpersonate: unlockedQuery(profile).enabled === true,
    kmdWallets,
    kmdError: kmdSigner.error?.message,
    kmdPassword,
    setKmdPassword,
  };
}

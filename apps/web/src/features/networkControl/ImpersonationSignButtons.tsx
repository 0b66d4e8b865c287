import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { impersonationLabel, impersonationSigner } from '@sextant/core/sandbox/ImpersonationSigner';
import { SandboxControlClient } from '@sextant/core/sandbox/SandboxControlClient';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { useQuery } from '@tanstack/react-query';
import { VenetianMask } from 'lucide-react';
import { Button } from '../../ui/Button';
import { useActingAsAccount } from '../wallet/ActingAsContext';
import { ACT_AS_LABELS as L } from './actAsLabels';
import { unlockedQuery } from './unlockedQuery';

/**
 * "Sign · act as · ABCDEF…WXYZ" for each address that must sign (a sender, or the auth address of a
 * rekeyed one) and that the sandbox has unlocked (network control's impersonation). The account
 * acted as from the wallet menu is left out: it signs as the active account. Nothing elsewhere.
 */
export function ImpersonationSignButtons({
  network,
  signers,
  disabled,
  onSign,
}: {
  network: NetworkProfile;
  /** The accounts whose keys sign the group (senders, or their auth addresses). */
  signers: readonly string[];
  disabled: boolean;
  onSign: (signer: GroupSigner) => void;
}) {
  const unlocked = useQuery(unlockedQuery(network));
  const acting = useActingAsAccount();
  const offered = [...new Set(signers)].filter(
    (a) => unlocked.data?.includes(a) === true && a !== acting?.address,
  );
  return offered.map((a) => (
    <Button
      key={a}
      disabled={disabled}
      title={L.about}
      onClick={() => onSign(impersonationSigner(new SandboxControlClient(network.algod), a))}
    >
      <VenetianMask className="size-4 text-warn" aria-hidden />
      {L.signAs(impersonationLabel(a))}
    </Button>
  ));
}

import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { createPQKeySigner } from '@sextant/core/signing/signers/createPQKeySigner';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { PQ_LABELS as L } from '../pqLabels';
import { usePQKeys } from '../usePQKeys';

/**
 * "Sign with Falcon key · ABCD…WXYZ" for each post-quantum key held in this tab whose address must
 * sign (a sender, or the auth address of one rekeyed to it). Not on MainNet (inspection only).
 */
export function PQKeySignButtons({
  networkId,
  signers,
  disabled,
  onSign,
}: {
  networkId: string;
  /** The accounts whose keys sign the group (senders, or their auth addresses). */
  signers: readonly string[];
  disabled: boolean;
  onSign: (signer: GroupSigner) => void;
}) {
  const keys = usePQKeys(networkId).filter((k) => signers.includes(k.address));
  if (networkId === 'mainnet' || keys.length === 0) return null;
  return (
    <>
      {keys.map((k) => {
        const label = L.keyLabel(k.address);
        return (
          <Button key={k.address} disabled={disabled} onClick={() => onSign(createPQKeySigner(k, label))}>
            <ShieldCheck className="size-4" aria-hidden />
            {L.signWith(label)}
          </Button>
        );
      })}
    </>
  );
}

import { pqFeeShortfall } from '@sextant/core/fees/pqFeeShortfall';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import type algosdk from 'algosdk';
import { createPQKeySigner } from '@sextant/core/signing/signers/createPQKeySigner';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { PQ_LABELS as L } from '../pqLabels';
import { usePQKeys } from '../usePQKeys';

/**
 * "Sign with Falcon key · ABCD…WXYZ" for each post-quantum key held in this tab whose address must
 * sign (a sender, or the auth address of one rekeyed to it). Not on MainNet (inspection only). Under
 * a key whose signatures the group's fees do not pay for (three minimum fees each), says so.
 */
export function PQKeySignButtons({
  networkId,
  signers,
  disabled,
  onSign,
  txns,
  authMap,
  minFee,
}: {
  networkId: string;
  /** The built group, and who signs for each sender, to check its fees against Falcon's factor. */
  txns: readonly algosdk.Transaction[];
  authMap: ReadonlyMap<string, string>;
  minFee: bigint | undefined;
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
        const signsWith = (t: algosdk.Transaction) => {
          const sender = t.sender.toString();
          return (authMap.get(sender) ?? sender) === k.address;
        };
        const fees = minFee === undefined ? undefined : pqFeeShortfall(txns, signsWith, minFee);
        return (
          <span key={k.address} className="inline-flex flex-col gap-1">
            <Button disabled={disabled} onClick={() => onSign(createPQKeySigner(k, label))}>
              <ShieldCheck className="size-4" aria-hidden />
              {L.signWith(label)}
            </Button>
            {fees?.message !== undefined && (
              <span className="max-w-sm text-[12px] text-bad" data-testid={L.ids.feeShort}>
                {fees.message}
              </span>
            )}
          </span>
        );
      })}
    </>
  );
}

import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { useState, type ReactNode } from 'react';
import { LOGICSIG_LABELS as L } from './logicSigLabels';
import { LogicSigPicker } from './LogicSigPicker';

/** The value a screen's signer select uses for "a saved logic sig". */
export const LOGICSIG_SIGNER = 'logicsig';

/**
 * A saved logic sig as one more choice in a screen's own signer select (the contract lab's): the
 * `<option>` to add, the picker to show while it is chosen, and the signer picked. Picking one
 * hands its address to `onAddress` (the sender must be the account the logic sig signs for).
 */
export function useLogicSigSignerSlot(
  networkId: string,
  onAddress: (address: string) => void,
): { signer: GroupSigner | undefined; option: ReactNode; picker: ReactNode } {
  const [signer, setSigner] = useState<GroupSigner>();
  return {
    signer,
    option: <option value={LOGICSIG_SIGNER}>{L.pickerOption}</option>,
    picker: (
      <LogicSigPicker
        networkId={networkId}
        onPick={(s) => {
          setSigner(s ?? undefined);
          const address = s?.addresses[0];
          if (address !== undefined) onAddress(address);
        }}
      />
    ),
  };
}

import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { createContext, useContext } from 'react';

/** The account acted as (network control's impersonation) while it is the active account. */
export interface ActiveImpersonation {
  address: string;
  signer: GroupSigner;
}

/** Non-null while the active account is an impersonated one: screens mark it as such. */
export const ActingAsContext = createContext<ActiveImpersonation | null>(null);

/** Lets the header's wallet slot publish the network's impersonated account upward (WalletHost). */
export const ActingAsHostContext = createContext<(acting: ActiveImpersonation | null) => void>(
  () => undefined,
);

export function useActingAsAccount(): ActiveImpersonation | null {
  return useContext(ActingAsContext);
}

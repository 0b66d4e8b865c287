import algosdk from 'algosdk';
import type { BuiltGroup } from './GroupDraft';
import { COMPOSE_MESSAGES } from './composeMessages';
import { hasSignature } from '../txn/hasSignature';

/**
 * Whether a signed transaction (from a wallet, kmd, a file) is the one built at `position`. A
 * wallet that changed a field, or a file from another group, would otherwise be sent under this
 * group's name; the node would refuse it, but only after everything was signed.
 * With `impersonated` (a sandbox's impersonation signer: the address is unlocked and signs
 * nothing) the transaction may carry no signature. Returns the refusal message, or undefined when
 * it matches.
 */
export function checkSignedTxn(
  built: BuiltGroup,
  position: number,
  signedTxn: string,
  impersonated = false,
): string | undefined {
  let stxn: algosdk.SignedTransaction;
  try {
    stxn = algosdk.decodeSignedTransaction(algosdk.base64ToBytes(signedTxn));
  } catch {
    return COMPOSE_MESSAGES.notSignedTxn(position + 1);
  }
  if (stxn.txn.txID() !== built.txids[position]) return COMPOSE_MESSAGES.signedOther(position + 1);
  if (!impersonated && !hasSignature(stxn)) return COMPOSE_MESSAGES.notSignedTxn(position + 1);
  return undefined;
}

import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { createImpersonationSigner, impersonationSigner } from '@sextant/core/sandbox/ImpersonationSigner';
import { SandboxControlClient } from '@sextant/core/sandbox/SandboxControlClient';
import { actingAsOf, clearActingAs, setActingAs } from './actingAsStore';

/** Unlocks `address` on the network's sandbox and makes it the active account, signed for by impersonation. */
export async function startActingAs(profile: NetworkProfile, address: string): Promise<void> {
  const signer = await createImpersonationSigner(new SandboxControlClient(profile.algod), address);
  setActingAs(profile.id, address, signer);
}

/** Stops acting as the network's impersonated account and locks it again on the sandbox. */
export async function stopActingAs(profile: NetworkProfile): Promise<void> {
  const acting = actingAsOf(profile.id);
  if (acting === null) return;
  await new SandboxControlClient(profile.algod).lock(acting.address);
  clearActingAs(profile.id);
}

/**
 * After a reload: acts as the kept address again if the sandbox still lists it as unlocked (a
 * revert, a reset or the panel's Stop may have locked it), else forgets it. An unreachable
 * sandbox leaves it kept, to be tried on the next visit.
 */
export async function resumeActingAs(profile: NetworkProfile): Promise<void> {
  const acting = actingAsOf(profile.id);
  if (acting === null || acting.signer !== undefined) return;
  const client = new SandboxControlClient(profile.algod);
  const unlocked = await client.unlocked();
  if (actingAsOf(profile.id) !== acting) return;
  if (unlocked.includes(acting.address))
    setActingAs(profile.id, acting.address, impersonationSigner(client, acting.address));
  else clearActingAs(profile.id);
}

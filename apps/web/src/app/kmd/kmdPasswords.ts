import type { KmdClient } from '@sextant/core/kmd/KmdClient';
import { KmdPasswordMemory } from '@sextant/core/kmd/KmdPasswordMemory';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { openKmdSigner } from '@sextant/core/signing/signers/openKmdSigner';

/** This page's kmd passwords (memory only): every kmd wallet prompt in the app reads and fills it. */
export const kmdPasswords = new KmdPasswordMemory();

/**
 * `openKmdSigner`, keeping the password in this session's memory once kmd accepted it (so that
 * wallet's prompt comes filled in) and dropping it when kmd refused it.
 */
export async function openKmdSignerRemembered(
  kmd: KmdClient,
  network: string,
  wallet: string,
  password: string,
): Promise<GroupSigner> {
  try {
    const signer = await openKmdSigner(kmd, wallet, password);
    kmdPasswords.remember(network, wallet, password);
    return signer;
  } catch (error) {
    kmdPasswords.forget(network, wallet);
    throw error;
  }
}

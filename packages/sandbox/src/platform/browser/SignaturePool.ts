import type { SignatureCheck } from '../../ledger/verify/SignaturePool';
import { ed25519Verify } from './crypto';

/**
 * Signature checks in a browser: inline, on the thread that runs the ledger (a Service Worker is
 * already off the page's main thread). Same surface as Node's worker pool.
 */
export class SignaturePool {
  verify(checks: readonly SignatureCheck[]): Promise<boolean[]> {
    return Promise.resolve(checks.map((c) => ed25519Verify(c.message, c.signature, c.publicKey)));
  }

  async close(): Promise<void> {}
}

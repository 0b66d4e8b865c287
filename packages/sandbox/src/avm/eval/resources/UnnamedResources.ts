/**
 * Simulate's `allow-unnamed-resources`: resources a v9+ program used without the group naming
 * them, granted and recorded (group level, as go-algorand reports shared-resource programs) so
 * the caller can learn which references to add. Keys as in `Resources` (addresses latin1).
 */
export class UnnamedResources {
  readonly accounts = new Map<string, Uint8Array>();
  readonly assets = new Set<bigint>();
  readonly apps = new Set<bigint>();
  /** "app:name" → [app, name bytes]. */
  readonly boxes = new Map<string, readonly [bigint, Uint8Array]>();
  /** "addrKey|app" → [address, app]. */
  readonly appLocals = new Map<string, readonly [Uint8Array, bigint]>();
  /** "addrKey|asset" → [address, asset]. */
  readonly assetHoldings = new Map<string, readonly [Uint8Array, bigint]>();
  /** Box references needed only for their I/O budget. */
  extraBoxRefs = 0;

  get empty(): boolean {
    return (
      this.accounts.size === 0 &&
      this.assets.size === 0 &&
      this.apps.size === 0 &&
      this.boxes.size === 0 &&
      this.appLocals.size === 0 &&
      this.assetHoldings.size === 0 &&
      this.extraBoxRefs === 0
    );
  }
}

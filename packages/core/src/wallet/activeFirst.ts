/**
 * A wallet's accounts with the active one first: every screen that takes "the wallet's first
 * address" as its default sender (the lab, the logic-sig screens, the studio) then defaults to the
 * account the person chose in the wallet, not to whichever the wallet happened to list first.
 */
export function activeFirst(active: string, addresses: readonly string[]): string[] {
  return [active, ...addresses.filter((a) => a !== active)];
}

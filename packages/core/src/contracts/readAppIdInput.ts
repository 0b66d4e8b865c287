/** The lab's app id field: empty means "deploy a new app"; anything else must be a whole number. */
export interface AppIdInput {
  ok: boolean;
  creating: boolean;
  appId?: bigint;
}

export function readAppIdInput(text: string): AppIdInput {
  const t = text.trim();
  if (t === '') return { ok: true, creating: true };
  if (!/^\d+$/.test(t)) return { ok: false, creating: false };
  return { ok: true, creating: false, appId: BigInt(t) };
}

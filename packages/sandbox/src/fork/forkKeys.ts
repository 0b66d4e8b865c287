/**
 * The fork's resource keys and where the remote algod serves each (v2 REST API, JSON):
 * `acct:ADDR`, `asset:N`, `app:N`, `box:N:<name base64>`, `boxes:N` (an app's box names).
 */
export const accountKey = (address: string) => `acct:${address}`;
export const assetKey = (id: bigint) => `asset:${id}`;
export const appKey = (id: bigint) => `app:${id}`;
export const boxKeyOf = (appId: bigint, name: Uint8Array) =>
  `box:${appId}:${Buffer.from(name).toString('base64')}`;
export const boxesKey = (appId: bigint) => `boxes:${appId}`;

/** The remote path of a key and the words naming it in errors. */
export function remoteRequest(key: string): { path: string; resource: string } {
  const [kind, a, b] = key.split(':') as [string, string, string | undefined];
  switch (kind) {
    case 'acct':
      return { path: `/v2/accounts/${a}`, resource: `account ${a}` };
    case 'asset':
      return { path: `/v2/assets/${a}`, resource: `asset ${a}` };
    case 'app':
      return { path: `/v2/applications/${a}`, resource: `application ${a}` };
    case 'box':
      return {
        path: `/v2/applications/${a}/box?name=${encodeURIComponent(`b64:${b ?? ''}`)}`,
        resource: `box b64:${b ?? ''} of application ${a}`,
      };
    case 'boxes':
      return { path: `/v2/applications/${a}/boxes`, resource: `the box names of application ${a}` };
    default:
      throw new Error(`fork: unknown resource key ${key}`);
  }
}

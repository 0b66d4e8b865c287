export type EntityKind = 'account' | 'asset' | 'application' | 'transaction' | 'block' | 'group';

/** The screen of one ledger entity on a network: `/sandbox/account/ABC…`. Group ids are base64: encoded. */
export function explorePath(networkId: string, kind: EntityKind, id: string | bigint): string {
  return `/${encodeURIComponent(networkId)}/${kind}/${encodeURIComponent(String(id))}`;
}

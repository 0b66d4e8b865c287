/** The `wallets` section of /config.json. */
export interface WalletAppConfig {
  /** Offer Pera, Defly, Lute and Kibisis on every network, not only TestNet and MainNet. */
  offerAll: boolean;
  /** WalletConnect v1 bridge for Pera / Defly instead of a server from their own config file. */
  peraBridge?: string;
  deflyBridge?: string;
}

/**
 * `{"offerAll": true, "peraBridge": "https://…", "deflyBridge": "https://…"}`. Read when the wallet
 * loads; a value that is not usable is left out (the defaults apply) and named in `ignored`.
 */
export function readWalletConfig(value: unknown): { config: WalletAppConfig; ignored: string[] } {
  const config: WalletAppConfig = { offerAll: false };
  const ignored: string[] = [];
  if (value === undefined) return { config, ignored };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { config, ignored: ['wallets'] };
  const record = value as Record<string, unknown>;
  if (record['offerAll'] === true) config.offerAll = true;
  else if (record['offerAll'] !== undefined && record['offerAll'] !== false) ignored.push('offerAll');
  for (const key of ['peraBridge', 'deflyBridge'] as const) {
    const url = record[key];
    if (url === undefined) continue;
    if (typeof url === 'string' && /^(https?|wss?):\/\/\S+$/.test(url)) config[key] = url;
    else ignored.push(key);
  }
  return { config, ignored };
}

import { isJsonObject } from '../json/isJsonObject';
import { kmdCall, type KmdTarget } from './kmdCall';

export interface KmdWalletInfo {
  id: string;
  name: string;
}

/**
 * kmd's wallets (`GET /v1/wallets`, which needs the token). Without algosdk, so a screen that only
 * shows kmd's state (the home page's kmd card) does not load it. Throws a KmdClientError.
 */
export async function listKmdWallets(target: KmdTarget): Promise<KmdWalletInfo[]> {
  const body = await kmdCall(target, 'GET', '/v1/wallets');
  const wallets = isJsonObject(body) && Array.isArray(body['wallets']) ? body['wallets'] : [];
  return wallets.filter(isJsonObject).map((w) => ({ id: String(w['id']), name: String(w['name']) }));
}

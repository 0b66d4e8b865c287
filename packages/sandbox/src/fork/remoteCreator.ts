import algosdk from 'algosdk';
import type { RemoteAnswer } from './RemoteAlgod';

/** The creator named in the remote's answer for an `app:N` or `asset:N` key (undefined: absent). */
export function remoteCreator(key: string, answer: RemoteAnswer): string | undefined {
  if (answer.status !== 200) return undefined;
  if (key.startsWith('app:'))
    return algosdk.decodeJSON(answer.body, algosdk.modelsv2.Application).params?.creator.toString();
  if (key.startsWith('asset:'))
    return algosdk.decodeJSON(answer.body, algosdk.modelsv2.Asset).params?.creator;
  return undefined;
}

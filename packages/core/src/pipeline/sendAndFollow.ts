import type algosdk from 'algosdk';
import { followGroup, type FollowOptions, type FollowResult } from './followGroup';
import { sendGroup, type SentGroup } from './sendGroup';

/**
 * The one way Sextant sends: POST the signed group, then follow it to a block. A refusal at the
 * pool throws NodeRejectionError; what happens after the pool accepted it is the FollowResult.
 */
export async function sendAndFollow(
  algod: algosdk.Algodv2,
  signed: readonly Uint8Array[],
  options: FollowOptions,
): Promise<{ sent: SentGroup; result: FollowResult }> {
  const sent = await sendGroup(algod, signed);
  return { sent, result: await followGroup(algod, sent, options) };
}

import algosdk from 'algosdk';
import { ForkError } from './ForkError';
import type { RemoteAlgod } from './RemoteAlgod';

/** What a fork takes from its remote once, at the fork (kept in the data dir as `fork.json`). */
export interface ForkMeta {
  /** The remote algod's URL. */
  readonly remote: string;
  readonly genesisId: string;
  /** base64 */
  readonly genesisHash: string;
  /** The remote's last round at the fork: the fork's first block. */
  readonly round: string;
  readonly timestamp: string;
  /** The remote's transaction counter at that round: ids made on the fork start above it. */
  readonly txnCounter: string;
  readonly feeSink: string;
  readonly rewardsPool: string;
  readonly protocol: string;
}

/** Reads the remote's latest round and that block's header (two requests). */
export async function fetchForkMeta(remote: RemoteAlgod): Promise<ForkMeta> {
  const status = await remote.get('/v2/status', 'the node status');
  let round: bigint;
  try {
    round = BigInt((JSON.parse(status.body) as { 'last-round': number })['last-round']);
  } catch (err) {
    throw new ForkError('answer', `fork: ${remote.url}/v2/status is not an algod status`, 'the node status', {
      cause: err,
    });
  }
  const resource = `block ${round}`;
  const bytes = await remote.getBytes(`/v2/blocks/${round}?format=msgpack`, resource);
  let header: algosdk.BlockHeader;
  try {
    header = algosdk.decodeMsgpack(bytes, algosdk.modelsv2.BlockResponse).block.header;
  } catch (err) {
    throw new ForkError('answer', `fork: ${resource} from ${remote.url} does not decode`, resource, {
      cause: err,
    });
  }
  return {
    remote: remote.url,
    genesisId: header.genesisID,
    genesisHash: Buffer.from(header.genesisHash).toString('base64'),
    round: String(round),
    timestamp: String(header.timestamp),
    txnCounter: String(header.txnCounter),
    feeSink: header.rewardState.feeSink.toString(),
    rewardsPool: header.rewardState.rewardsPool.toString(),
    protocol: header.upgradeState.currentProtocol,
  };
}

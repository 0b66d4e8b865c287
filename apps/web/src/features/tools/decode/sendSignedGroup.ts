import { NodeRejectionError } from '@sextant/core/catalogue/NodeRejectionError';
import { judgeConfirmation, type ConfirmationWatch } from '@sextant/core/compose/judgeConfirmation';
import { authHeaders } from '@sextant/core/http/authHeaders';
import { endpointBaseUrl } from '@sextant/core/network/endpointBaseUrl';
import type { EndpointConfig } from '@sextant/core/network/NetworkProfile';
import algosdk from 'algosdk';

export interface SendProgress {
  txids: string[];
  /** The node's round while waiting. */
  round: bigint;
}

export interface SendResult {
  txids: string[];
  confirmedRound: bigint;
}

/** How many rounds to wait before giving up with "Not confirmed after N rounds" (product default). */
export const CONFIRMATION_ROUNDS = 10n;

/**
 * Sends fully signed transactions (one, or a group in order) to algod and follows them to a block.
 * Pool rejections and a confirmation timeout come back as the catalogue's errors
 * (NodeRejectionError, ConfirmationTimeoutError), so the screens only show `message`.
 */
export async function sendSignedGroup(
  endpoint: EndpointConfig,
  signed: readonly Uint8Array[],
  onProgress?: (p: SendProgress) => void,
): Promise<SendResult> {
  const base = endpointBaseUrl(endpoint);
  // algosdk sets the URL's port from its own argument (its default is 8080), so pass the URL's.
  const client = new algosdk.Algodv2(authHeaders(endpoint), base, new URL(base).port);
  const txns = signed.map((b) => algosdk.decodeSignedTransaction(b).txn);
  const txids = txns.map((t) => t.txID());
  const group = {
    txids,
    validRounds: txns.map((t) => ({ firstValid: t.firstValid, lastValid: t.lastValid })),
  };
  const status = await client.status().do();
  const joined = new Uint8Array(signed.reduce((n, b) => n + b.length, 0));
  let pos = 0;
  for (const b of signed) {
    joined.set(b, pos);
    pos += b.length;
  }
  try {
    await client.sendRawTransaction(joined).do();
  } catch (e) {
    throw NodeRejectionError.fromNodeMessage(nodeText(e), group, e);
  }
  const watch: ConfirmationWatch = {
    txids,
    sentAtRound: status.lastRound,
    lastValid: txns.reduce((m, t) => (t.lastValid < m ? t.lastValid : m), txns[0]?.lastValid ?? 0n),
    maxRounds: CONFIRMATION_ROUNDS,
  };
  let round = status.lastRound;
  for (;;) {
    onProgress?.({ txids, round });
    const pending = await client.pendingTransactionInformation(txids[0] ?? '').do();
    const verdict = judgeConfirmation(
      watch,
      {
        ...(pending.confirmedRound !== undefined && { confirmedRound: pending.confirmedRound }),
        ...(pending.poolError !== '' && { poolError: pending.poolError }),
      },
      round,
    );
    if (verdict.kind === 'committed') return { txids, confirmedRound: verdict.round };
    if (verdict.kind === 'rejected' || verdict.kind === 'notConfirmed') throw verdict.error;
    round = (await client.statusAfterBlock(round).do()).lastRound;
  }
}

/** algod's own sentence out of algosdk's HTTP error (`{"message": …}` in the body). */
function nodeText(e: unknown): string {
  const body = (e as { response?: { body?: Uint8Array } }).response?.body;
  if (body !== undefined && body.length > 0) {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(body)) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // Not JSON: fall through to the error's own message.
    }
  }
  return e instanceof Error ? e.message : String(e);
}

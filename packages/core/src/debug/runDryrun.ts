import type algosdk from 'algosdk';
import { nodeMessageOf } from '../compose/nodeMessageOf';
import { DebugError } from './DebugError';
import { DEBUG_MESSAGES as M } from './debugMessages';
import { readDryrunResponse, type DryrunResult } from './readDryrunResponse';

/**
 * Sends an encoded dry-run request (msgpack or JSON, as encodeDryrunRequest made it) to
 * `POST /v2/teal/dryrun`. A 404 means the node does not offer dry-run (algod 5 removed it):
 * DEBUG_DRYRUN_UNAVAILABLE, which the screen answers by pointing to simulate.
 */
export async function runDryrun(algod: algosdk.Algodv2, body: Uint8Array): Promise<DryrunResult> {
  const json = body[0] === 0x7b;
  let text: string;
  try {
    const response = await algod.c.post({
      relativePath: '/v2/teal/dryrun',
      data: body,
      // Not application/json: algosdk would JSON-encode the bytes again.
      requestHeaders: { 'content-type': json ? 'text/plain' : 'application/msgpack' },
    });
    text = response.text ?? new TextDecoder().decode(response.body);
  } catch (cause) {
    const status = (cause as { status?: unknown } | null)?.status;
    if (status === 404) throw new DebugError('DEBUG_DRYRUN_UNAVAILABLE', M.dryrunUnavailable, { cause });
    const code = typeof status === 'number' ? status : 0;
    throw new DebugError('DEBUG_DRYRUN_FAILED', M.dryrunFailed(code, nodeMessageOf(cause)), {
      cause,
      details: { status: code },
    });
  }
  return readDryrunResponse(text);
}

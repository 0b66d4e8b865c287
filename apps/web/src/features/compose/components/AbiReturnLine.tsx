import type { AbiCallDraft } from '@sextant/core/contracts/AbiCallDraft';
import { readAbiCallReturn } from '@sextant/core/contracts/readAbiCallReturn';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import { COMPOSE_LABELS } from '../composeLabels';

const L = COMPOSE_LABELS.abi;

/** A studio ABI call's return value, decoded from its logs (base64) by the draft's own method. */
export function AbiReturnLine({ call, logs }: { call: AbiCallDraft; logs: readonly string[] }) {
  const method = call.method;
  if (method === undefined || method.returns.type === 'void') return null;
  const { read, text } = readAbiCallReturn(
    call,
    logs.map((l) => decodeBase64(l) ?? new Uint8Array()),
  );
  if (read.kind === 'value')
    return (
      <p className="w-full font-mono break-all text-fg">
        {L.decodedReturn(method.name)} <span data-testid="compose-abi-return">{text}</span>
      </p>
    );
  return (
    <p className="w-full text-warn" data-testid="compose-abi-return-problem">
      {read.kind === 'undecodable' ? L.returnUndecodable(read.why) : L.returnMissing}
    </p>
  );
}

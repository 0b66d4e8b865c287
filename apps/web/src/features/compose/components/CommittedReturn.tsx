import { readSimulatedAppCall } from '@sextant/core/compose/readSimulatedAppCall';
import type { AbiCallDraft } from '@sextant/core/contracts/AbiCallDraft';
import { decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import type { ApplDraft } from '@sextant/core/txn/TxnDraft';
import algosdk from 'algosdk';
import { type ReactNode, useMemo } from 'react';
import { useAppSpec } from '../../applications/storage/useAppSpec';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { AbiReturnLine } from './AbiReturnLine';

export interface CommittedReturnProps {
  network: string;
  /** 1-based. */
  position: number;
  draft: ApplDraft;
  /** The built transaction (msgpack, base64). */
  unsigned: string | undefined;
  /** Its last log (base64), if it wrote one. */
  logs: readonly string[];
}

function Row({ position, children }: { position: number; children: ReactNode }) {
  return (
    <div className="flex gap-2 text-[12px]" data-testid="compose-committed-return">
      <span className="shrink-0 text-muted">{L.returnedBy(position)}</span>
      {children}
    </div>
  );
}

/**
 * A committed app call's return value. An ABI call is read by its own method (a missing or
 * undecodable return said so); a plain app call by the spec attached to the called app, as the
 * simulation reads it (nothing when the app has no spec, the call names none of its methods, or
 * nothing came back).
 */
export function CommittedReturn({ network, position, draft, unsigned, logs }: CommittedReturnProps) {
  if (draft.abi === undefined)
    return <SpecReturn network={network} position={position} unsigned={unsigned} logs={logs} />;
  return <AbiReturn call={draft.abi} position={position} logs={logs} />;
}

function AbiReturn({
  call,
  position,
  logs,
}: {
  call: AbiCallDraft;
  position: number;
  logs: readonly string[];
}) {
  if (call.method === undefined || call.method.returns.type === 'void') return null;
  return (
    <Row position={position}>
      <AbiReturnLine call={call} logs={logs} />
    </Row>
  );
}

function SpecReturn({ network, position, unsigned, logs }: Omit<CommittedReturnProps, 'draft'>) {
  const call = useMemo(() => {
    const bytes = unsigned === undefined ? undefined : decodeBase64(unsigned);
    return bytes === undefined ? undefined : algosdk.decodeUnsignedTransaction(bytes).applicationCall;
  }, [unsigned]);
  const { attached } = useAppSpec(network, call?.appIndex ?? 0n);
  const contract = attached?.contract;
  if (call === undefined || contract === undefined) return null;
  const reading = readSimulatedAppCall(contract, call.appArgs, logs);
  if (reading.returned === undefined) return null;
  return (
    <Row position={position}>
      <p className="w-full font-mono break-all text-fg">
        {L.decodedReturn(reading.method ?? '')}{' '}
        <span data-testid="compose-committed-spec-return">{reading.returned}</span>
      </p>
    </Row>
  );
}

import { SextantError } from '../errors/SextantError';
import { REJECTION_MESSAGES } from './catalogueMessages';
import { parseNodeRejection, type NodeRejection, type RejectionKind } from './parseNodeRejection';

export interface RejectedGroup {
  /** The group's txids in order, so the node's txid maps to a position people count from 1. */
  txids: readonly string[];
  /** Each transaction's valid rounds: `txn dead` names rounds, not a txid. */
  validRounds?: readonly { firstValid: bigint; lastValid: bigint }[];
}

/**
 * The node's pool refused a transaction or group. The message is the catalogue's plain words;
 * `nodeMessage` keeps algod's own text for the "show the node's words" disclosure.
 */
export class NodeRejectionError extends SextantError<'NODE_REJECTED'> {
  override name = 'NodeRejectionError';
  readonly kind: RejectionKind;
  /** 1-based position in the group, when it could be told which transaction failed. */
  readonly position: number | undefined;
  readonly nodeMessage: string;
  readonly rejection: NodeRejection;

  constructor(rejection: NodeRejection, position: number | undefined, cause?: unknown) {
    const message =
      position === undefined
        ? REJECTION_MESSAGES.group(rejection.reason)
        : REJECTION_MESSAGES.transaction(position, rejection.reason);
    super('NODE_REJECTED', message, {
      details: {
        kind: rejection.kind,
        position,
        nodeMessage: rejection.nodeMessage,
        txid: rejection.txid,
        ...rejection.facts,
      },
      cause,
    });
    this.kind = rejection.kind;
    this.position = position;
    this.nodeMessage = rejection.nodeMessage;
    this.rejection = rejection;
  }

  /** The same failure as simulate finds it, before anything is sent: "would reject", not "rejected". */
  get simulatedMessage(): string {
    return this.position === undefined
      ? REJECTION_MESSAGES.wouldRejectGroup(this.rejection.reason)
      : REJECTION_MESSAGES.wouldRejectTransaction(this.position, this.rejection.reason);
  }

  static fromNodeMessage(nodeMessage: string, group: RejectedGroup, cause?: unknown): NodeRejectionError {
    const rejection = parseNodeRejection(nodeMessage);
    return new NodeRejectionError(rejection, locate(rejection, group), cause);
  }
}

function locate(rejection: NodeRejection, group: RejectedGroup): number | undefined {
  const txid =
    rejection.txid ?? (typeof rejection.facts.txid === 'string' ? rejection.facts.txid : undefined);
  if (txid !== undefined) {
    const index = group.txids.indexOf(txid);
    if (index >= 0) return index + 1;
  }
  const { round, firstValid, lastValid } = rejection.facts;
  if (rejection.kind === 'expired' && group.validRounds !== undefined && typeof round === 'bigint') {
    const index = group.validRounds.findIndex(
      (r) => r.firstValid === firstValid && r.lastValid === lastValid,
    );
    if (index >= 0) return index + 1;
  }
  // A fee shortfall, a group-shape problem: the group as a whole, unless it is a group of one.
  return group.txids.length === 1 ? 1 : undefined;
}

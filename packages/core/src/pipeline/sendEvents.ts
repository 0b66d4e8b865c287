/** What a list shows of one sent transaction (amounts in Algo for a payment). */
export interface SentTxnFacts {
  type: string;
  sender: string;
  receiver?: string;
  amount?: string;
  appId?: string;
}

/** What the pipeline tells listeners about a group: sent to the pool, then committed or failed. */
export type SendEvent =
  | {
      kind: 'sent';
      txids: string[];
      /** Each transaction's facts, in group order. */
      txns: SentTxnFacts[];
    }
  | { kind: 'committed'; txids: string[]; round: bigint }
  | {
      kind: 'failed';
      txids: string[];
      message: string;
      /** Present when the pool refused the group at the send (no `sent` event came before). */
      txns?: SentTxnFacts[];
    };

export type SendListener = (event: SendEvent) => void;

const listeners = new Set<SendListener>();

/**
 * Listens to every group sent through the pipeline (sendGroup and followGroup), from any screen;
 * returns the function that stops listening. A listener that throws is ignored: recording what
 * was sent never breaks a send.
 */
export function onSendEvent(listener: SendListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSendEvent(event: SendEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // See onSendEvent.
    }
  }
}

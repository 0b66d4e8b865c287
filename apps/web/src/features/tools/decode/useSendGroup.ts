import type { EndpointConfig } from '@sextant/core/network/NetworkProfile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendSignedGroup } from './sendSignedGroup';

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending'; round?: bigint }
  | { kind: 'confirmed'; round: bigint; txids: string[] }
  | { kind: 'failed'; error: unknown };

/** Sending signed transactions from a screen: one send at a time, progress by round. */
export function useSendGroup(endpoint: EndpointConfig) {
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const send = useCallback(
    async (signed: readonly Uint8Array[]) => {
      setState({ kind: 'sending' });
      try {
        const result = await sendSignedGroup(endpoint, signed, ({ round }) => {
          if (mounted.current) setState({ kind: 'sending', round });
        });
        if (mounted.current)
          setState({ kind: 'confirmed', round: result.confirmedRound, txids: result.txids });
      } catch (error) {
        if (mounted.current) setState({ kind: 'failed', error });
      }
    },
    [endpoint],
  );
  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, send, reset };
}

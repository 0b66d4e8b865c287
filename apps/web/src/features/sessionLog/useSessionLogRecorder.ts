import { onSendEvent } from '@sextant/core/pipeline/sendEvents';
import { useEffect } from 'react';
import { browserStorage } from '../../app/storage/browserStorage';
import { recordSendEvent } from './sessionLogStore';

/**
 * While a network is open, every group any screen sends (the pipeline's send events) goes into
 * that network's session log.
 */
export function useSessionLogRecorder(network: string | undefined): void {
  useEffect(() => {
    if (network === undefined) return;
    return onSendEvent((event) => recordSendEvent(browserStorage(), network, event));
  }, [network]);
}

import {
  BROWSER_NET_CHANNEL,
  STAGE_ASKED_MESSAGE,
  isStageMessage,
  type BrowserNetStage,
} from './browserNetWorker';

/**
 * Calls `onStage` with each stage of the Browser network worker's start it announces, beginning
 * with the current one (asked for at once: a page opened mid-start hears where it is). Returns the
 * stop. Where there is no BroadcastChannel, hears nothing.
 */
export function watchBrowserNetStage(onStage: (stage: BrowserNetStage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(BROWSER_NET_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (!isStageMessage(event.data)) return;
    const { type: _type, ...stage } = event.data;
    onStage(stage as BrowserNetStage);
  };
  channel.postMessage(STAGE_ASKED_MESSAGE);
  return () => channel.close();
}

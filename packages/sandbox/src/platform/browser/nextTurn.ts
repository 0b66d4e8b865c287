const channel = new MessageChannel();
const queue: Array<() => void> = [];
channel.port1.onmessage = () => queue.shift()?.();

/**
 * Runs `fn` on the next turn of the event loop. A message to itself, not `setTimeout(fn, 0)`,
 * which browsers clamp to 4 ms once nested.
 */
export function nextTurn(fn: () => void): void {
  queue.push(fn);
  channel.port2.postMessage(undefined);
}

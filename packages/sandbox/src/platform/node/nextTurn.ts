/** Runs `fn` on the next turn of the event loop, after pending I/O callbacks (Node: setImmediate). */
export function nextTurn(fn: () => void): void {
  setImmediate(fn);
}

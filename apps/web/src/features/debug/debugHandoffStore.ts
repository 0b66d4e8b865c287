import { encodeDebugHandoff, readDebugHandoff, type DebugHandoff } from '@sextant/core/debug/DebugHandoff';

const PREFIX = 'sextant.debug.handoff.';
const INDEX = 'sextant.debug.handoffs';
/** Hand-offs kept: enough to go back a few links, not a growing pile of contract specs. */
const KEEP = 8;

/**
 * Sources a screen hands the debugger (TEAL, contract specs), too large for the link, kept in
 * localStorage under an id the link carries: a reload or a new tab of the same link still finds
 * them. Only the last few are kept. A full storage drops the sources, never the link.
 */
export function saveDebugHandoff(id: string, handoff: DebugHandoff): void {
  try {
    localStorage.setItem(PREFIX + id, encodeDebugHandoff(handoff));
    const ids = [id, ...readIndex().filter((x) => x !== id)];
    for (const old of ids.slice(KEEP)) localStorage.removeItem(PREFIX + old);
    localStorage.setItem(INDEX, JSON.stringify(ids.slice(0, KEEP)));
  } catch {
    // Quota or privacy mode: the debugger falls back to the node's disassembly.
  }
}

/** The stored hand-off, undefined when gone; throws a DebugError when it does not read. */
export function loadDebugHandoff(id: string): DebugHandoff | undefined {
  const text = localStorage.getItem(PREFIX + id);
  return text === null ? undefined : readDebugHandoff(text);
}

/** A fresh id for a hand-off. */
export function newHandoffId(): string {
  return crypto.randomUUID().slice(0, 8);
}

function readIndex(): string[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(INDEX) ?? '[]');
    return Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

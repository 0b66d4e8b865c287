import { DebugError } from './DebugError';
import { DEBUG_MESSAGES as M } from './debugMessages';

/**
 * What a screen hands the debugger beside the group, too large for the link: TEAL it has for a
 * program (a logic sig's own source, shown instead of the disassembly) and contract specs (an
 * ARC-56 / ARC-32 file's text) for the app calls at the given top-level positions.
 */
export interface DebugHandoff {
  teal: { hash: string; source: string }[];
  specs: HandedSpec[];
}

export interface HandedSpec {
  text: string;
  /** Top-level positions (0-based) of the app calls the spec describes. */
  positions: number[];
  /** TEAL literals for its template variables, as the app was built with them. */
  templates?: Record<string, string>;
}

export function encodeDebugHandoff(handoff: DebugHandoff): string {
  return JSON.stringify(handoff);
}

/** A stored hand-off read back, checked field by field (storage can hold anything). */
export function readDebugHandoff(text: string): DebugHandoff {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new DebugError('DEBUG_BAD_HANDOFF', M.badHandoff, { cause });
  }
  const o = raw as Partial<Record<keyof DebugHandoff, unknown>> | null;
  const teal = Array.isArray(o?.teal) ? o.teal : undefined;
  const specs = Array.isArray(o?.specs) ? o.specs : undefined;
  if (teal === undefined || specs === undefined) throw new DebugError('DEBUG_BAD_HANDOFF', M.badHandoff);
  const str = (v: unknown) => typeof v === 'string';
  return {
    teal: teal.flatMap((t: { hash?: unknown; source?: unknown }) =>
      str(t.hash) && str(t.source) ? [{ hash: t.hash as string, source: t.source as string }] : [],
    ),
    specs: specs.flatMap((s: { text?: unknown; positions?: unknown; templates?: unknown }): HandedSpec[] => {
      if (!str(s.text) || !Array.isArray(s.positions) || !s.positions.every((p) => Number.isInteger(p)))
        return [];
      const templates =
        typeof s.templates === 'object' && s.templates !== null
          ? Object.fromEntries(Object.entries(s.templates).filter(([, v]) => str(v)) as [string, string][])
          : undefined;
      return [
        {
          text: s.text as string,
          positions: s.positions as number[],
          ...(templates !== undefined && { templates }),
        },
      ];
    }),
  };
}

import { decode } from '@jridgewell/sourcemap-codec';
import { DebugError } from './DebugError';
import { DEBUG_MESSAGES as M } from './debugMessages';

/**
 * What puya records at one pc of its program (puya `src/puya/compilation_artifacts.py`
 * `DebugEvent`, written by `src/puya/ussemble/assemble.py` `_add_op_debug_events`): the subroutine
 * and its parameters starting there, the block and the names on the stack on entry to it, the op,
 * a `callsub` (the subroutine about to be called) or `retsub`, the names on the stack after the op
 * (`stack_out`, only when they changed) and the names newly defined (`defined_out`).
 */
export interface PuyaPcEvent {
  subroutine?: string;
  /** Parameter id → AVM type, in signature order (the last one is on top of the stack). */
  params?: Record<string, string>;
  block?: string;
  stack_in?: string[];
  op?: string;
  callsub?: string;
  retsub?: boolean;
  stack_out?: string[];
  defined_out?: string[];
  error?: string;
}

/** A source position (0-based line and column) in the map's `sources[source]`. */
export interface PuyaLocation {
  source: number;
  line: number;
  column: number;
}

/**
 * A puya debug map (`*.puya.map`, version 3; puya `src/puya/ussemble/debug.py`
 * `build_debug_info`). Its pcs are the program's pcs less the pc of the first op after the
 * constant blocks when `opPcOffset` (that op's index) is not 0, as puya writes it for programs
 * with template variables (the constant blocks then differ from build to build).
 */
export interface PuyaMap {
  sources: string[];
  /** Map pc → source position, for pcs that start an op with a source location. */
  locations: ReadonlyMap<number, PuyaLocation>;
  events: ReadonlyMap<number, PuyaPcEvent>;
  opPcOffset: number;
}

/** A `*.puya.map` file's text read and checked; throws DEBUG_PUYA_MAP when it is not one. */
export function readPuyaMap(text: string, name: string): PuyaMap {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new DebugError('DEBUG_PUYA_MAP', M.badPuyaMap(name), { cause });
  }
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const sources = o['sources'];
  const events = o['pc_events'];
  if (
    o['version'] !== 3 ||
    typeof o['mappings'] !== 'string' ||
    !Array.isArray(sources) ||
    !sources.every((s) => typeof s === 'string') ||
    typeof events !== 'object' ||
    events === null
  ) {
    throw new DebugError('DEBUG_PUYA_MAP', M.badPuyaMap(name));
  }
  // puya encodes each pc's segment relative to the previous one (source, line, column);
  // the codec gives them absolute.
  const locations = new Map<number, PuyaLocation>();
  decode(o['mappings']).forEach((segments, pc) => {
    const [, source, line, column] = segments[0] ?? [];
    if (source !== undefined && line !== undefined && column !== undefined)
      locations.set(pc, { source, line, column });
  });
  const byPc = new Map<number, PuyaPcEvent>();
  for (const [pc, event] of Object.entries(events as Record<string, unknown>)) {
    if (/^\d+$/.test(pc) && typeof event === 'object' && event !== null) byPc.set(Number(pc), event);
  }
  const offset = o['op_pc_offset'];
  return {
    sources: sources as string[],
    locations,
    events: byPc,
    opPcOffset: typeof offset === 'number' && Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

import algosdk from 'algosdk';
import { nodeMessageOf } from '../compose/nodeMessageOf';
import { parseCompileErrors } from './parseCompileErrors';
import { TealCompileError } from './TealCompileError';

export interface CompiledTeal {
  program: Uint8Array;
  /** The program's hash: the escrow (contract account) address. */
  address: string;
  /** pc → 1-based source line, from the node's source map (`undefined` where no line). */
  pcToLine: ReadonlyMap<number, number>;
}

/**
 * TEAL text → bytecode on the node (`POST /v2/teal/compile?sourcemap=true`). An assembler refusal
 * (HTTP 400 with "line:col: …" text) becomes `teal-invalid` with line diagnostics; anything else
 * (unreachable, endpoint disabled on public nodes) `teal-node-failed`.
 */
export async function compileTeal(algod: algosdk.Algodv2, source: string): Promise<CompiledTeal> {
  if (source.trim() === '') throw new TealCompileError('teal-empty', '');
  let reply: algosdk.modelsv2.CompileResponse;
  try {
    reply = await algod.compile(source).sourcemap(true).do();
  } catch (cause) {
    const status = (cause as { response?: { status?: number } } | null)?.response?.status;
    const text = nodeMessageOf(cause);
    const diagnostics = status === 400 ? parseCompileErrors(text) : [];
    throw new TealCompileError(
      diagnostics.length > 0 ? 'teal-invalid' : 'teal-node-failed',
      text,
      diagnostics,
    );
  }
  const program = algosdk.base64ToBytes(reply.result);
  return { program, address: reply.hash, pcToLine: pcToLineOf(reply.sourcemap) };
}

/** Decodes a source map v3 `mappings` (one segment group per pc, line deltas in field 3). */
function pcToLineOf(sourcemap: algosdk.modelsv2.CompileResponse['sourcemap']): Map<number, number> {
  const map = new Map<number, number>();
  // algosdk wraps the JSON object in an UntypedValue whose `data` is a Map.
  const data: unknown = sourcemap?.data;
  const mappings =
    data instanceof Map ? data.get('mappings') : (data as { mappings?: unknown } | undefined)?.mappings;
  if (typeof mappings !== 'string') return map;
  let line = 0;
  mappings.split(';').forEach((group, pc) => {
    if (group === '') return;
    const fields = decodeVlq(group.split(',')[0] ?? '');
    if (fields.length >= 3) {
      line += fields[2] ?? 0;
      map.set(pc, line + 1);
    }
  });
  return map;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    if (digit < 0) return out;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

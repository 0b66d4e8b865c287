import type algosdk from 'algosdk';
import type { ContractSpec, ProgramSourceInfo } from '../contracts/ContractSpec';
import { errorMessageForPc, sourceInfoAt } from '../contracts/errorMessageForPc';
import { substituteTemplates, templateFields } from '../contracts/templateFields';
import { bytesToHex, decodeBase64 } from '../txn/decodeBytesText';
import type { ProgramListing } from './ProgramListing';
import { programHash } from './loadProgramListing';
import { readSourceMap } from './readSourceMap';

/**
 * A traced program shown as its contract spec's TEAL (`source.approval` / `source.clear`):
 * lines placed by the spec's `sourceInfo` `teal` lines (1-based) when it has them — through the
 * cblocks offset when `pcOffsetMethod` says so — else by the node's source map of that TEAL,
 * which fits only when it compiles to the traced program (template variables filled with the
 * values it was built with; substituting keeps every line where it was). Error
 * messages and scratch names are added to whatever listing results; `disassembly` is the node's
 * listing of the same program, whose pcs are the program's instruction starts.
 */
export async function listingFromSpec(
  algod: algosdk.Algodv2,
  spec: ContractSpec,
  kind: 'approval' | 'clearState',
  program: Uint8Array,
  disassembly: ProgramListing,
  /** TEAL literals for the spec's template variables, as the program was built with them. */
  templates: Readonly<Record<string, string>> = {},
): Promise<ProgramListing> {
  const which = kind === 'clearState' ? 'clear' : 'approval';
  const info = spec.sourceInfo?.[which];
  const pcs = [...disassembly.lineOfPc.keys()];
  const errorOfPc = new Map<number, string>();
  for (const pc of pcs) {
    const message = errorMessageForPc(info, pc, program);
    if (message !== undefined) errorOfPc.set(pc, message);
  }
  const scratchNames = new Map(
    Object.entries(spec.scratchVariables ?? {}).map(([name, v]) => [v.slot, name] as const),
  );
  const annotated: ProgramListing = {
    ...disassembly,
    ...(errorOfPc.size > 0 && { errorOfPc }),
    ...(scratchNames.size > 0 && { scratchNames }),
    ...(spec.name !== '' && { contract: spec.name }),
  };
  const source = spec.source?.[which];
  const bytes = source === undefined ? undefined : decodeBase64(source);
  if (bytes === undefined) return annotated;
  const teal = new TextDecoder().decode(bytes);
  const lines = teal.replace(/\n$/, '').split('\n');
  const fromInfo = linesFromSourceInfo(info, pcs, program, lines.length);
  if (fromInfo !== undefined) return { ...annotated, lines, lineOfPc: fromInfo, origin: 'spec' };
  // The TEAL is recompiled by the node: with the values given, then with the spec's own defaults.
  const used = new Set([...teal.matchAll(/\bTMPL_([A-Za-z0-9_]+)\b/g)].map((m) => m[1] ?? ''));
  const defaults = specTemplateDefaults(spec);
  const filled = { ...defaults, ...templates };
  const tries =
    Object.keys(filled).length > Object.keys(templates).length ? [templates, filled] : [templates];
  for (const t of tries) {
    const lineOfPc = await nodeMap(algod, substituteTemplates(source ?? '', t), program);
    if (lineOfPc !== undefined) return { ...annotated, lines, lineOfPc, origin: 'spec' };
  }
  const missing = [...used].filter((n) => filled[n] === undefined);
  return {
    ...annotated,
    specTeal:
      missing.length > 0
        ? { problem: 'templates', missing, templates: templateFields(spec) }
        : { problem: 'mismatch', missing: [], templates: used.size > 0 ? templateFields(spec) : [] },
  };
}

/**
 * The template values an ARC-56 spec records (`templateVariables[name].value`, base64) as TEAL
 * literals: integers (AVMUint64, TMPL_UPDATABLE / TMPL_DELETABLE, small uints) in decimal, the
 * rest as 0x bytes.
 */
export function specTemplateDefaults(
  spec: Pick<ContractSpec, 'templateVariables' | 'structs'>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of templateFields(spec)) {
    const bytes = decodeBase64(spec.templateVariables[t.name]?.value ?? '');
    if (bytes === undefined || spec.templateVariables[t.name]?.value === undefined) continue;
    out[t.name] =
      t.as === 'int' ? BigInt(`0x${bytesToHex(bytes) || '0'}`).toString() : `0x${bytesToHex(bytes)}`;
  }
  return out;
}

/** pc → 0-based line from source-info entries carrying `teal`; undefined when none does. */
function linesFromSourceInfo(
  info: ProgramSourceInfo | undefined,
  pcs: readonly number[],
  program: Uint8Array,
  lineCount: number,
): Map<number, number> | undefined {
  if (info === undefined || !info.sourceInfo.some((e) => e.teal !== undefined)) return undefined;
  const out = new Map<number, number>();
  for (const pc of pcs) {
    const teal = sourceInfoAt(info, pc, program, (e) => e.teal !== undefined)?.teal;
    if (teal !== undefined && teal >= 1 && teal <= lineCount) out.set(pc, teal - 1);
  }
  return out.size > 0 ? out : undefined;
}

/** The node's source map of the spec's TEAL, when that TEAL is exactly the traced program. */
async function nodeMap(
  algod: algosdk.Algodv2,
  teal: string,
  program: Uint8Array,
): Promise<Map<number, number> | undefined> {
  try {
    const compiled = await algod.compile(teal).sourcemap(true).do();
    const bytes = decodeBase64(compiled.result);
    if (bytes === undefined || programHash(bytes) !== programHash(program)) return undefined;
    return readSourceMap(compiled.sourcemap);
  } catch {
    // TEAL with template variables left in does not compile: the disassembly stands.
    return undefined;
  }
}

import type algosdk from 'algosdk';
import type { ContractSpec, ProgramSourceInfo, SourceInfoEntry } from '../contracts/ContractSpec';
import { sourceInfoShift } from '../contracts/errorMessageForPc';
import { substituteTemplates, templateFields } from '../contracts/templateFields';
import { bytesToHex, decodeBase64 } from '../txn/decodeBytesText';
import { opcodeName, type ProgramListing } from './ProgramListing';
import { programHash } from './loadProgramListing';
import { readSourceMap } from './readSourceMap';

/**
 * A traced program shown as its contract spec's TEAL (`source.approval` / `source.clear`), every
 * instruction on a line: placed by the spec's `sourceInfo` `teal` lines (1-based) when they place
 * every instruction (TEALScript's do) — through the cblocks offset when `pcOffsetMethod` says so —
 * else by the node's source map of that TEAL, which fits only when it compiles to the traced
 * program (template variables filled with the values it was built with; substituting keeps every
 * line where it was), else the disassembly, each instruction its own line. Source info that names
 * only some pcs (Puya's error pcs) never places lines. Error messages and scratch names are added
 * to whatever listing results, each message on its own pc only; `disassembly` is the node's
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
  const source = spec.source?.[which];
  const bytes = source === undefined ? undefined : decodeBase64(source);
  const teal = bytes === undefined ? undefined : new TextDecoder().decode(bytes);
  const lines = teal?.replace(/\n$/, '').split('\n');
  const entryAt = sourceInfoLocator(info, program, disassembly, lines);
  const errorOfPc = new Map<number, string>();
  for (const pc of pcs) {
    const message = entryAt(pc, (e) => e.errorMessage !== undefined)?.errorMessage;
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
  if (teal === undefined || lines === undefined) return annotated;
  const fromInfo = linesFromSourceInfo(entryAt, pcs, lines.length);
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

type EntryAt = (pc: number, wanted: (e: SourceInfoEntry) => boolean) => SourceInfoEntry | undefined;

/**
 * The source-info entry at a program pc, its pcs shifted once for the whole program (see
 * `sourceInfoShift`): an entry fits where each of its pcs is an instruction start and, when it
 * names a TEAL line, that line holds the instruction's opcode.
 */
function sourceInfoLocator(
  info: ProgramSourceInfo | undefined,
  program: Uint8Array,
  disassembly: ProgramListing,
  lines: readonly string[] | undefined,
): EntryAt {
  if (info === undefined) return () => undefined;
  const shift = sourceInfoShift(info, program, (e, by) =>
    e.pc.every((pc) => {
      const line = disassembly.lineOfPc.get(pc + by);
      if (line === undefined) return false;
      if (e.teal === undefined || lines === undefined) return true;
      return opcodeName(lines[e.teal - 1]) === opcodeName(disassembly.lines[line]);
    }),
  );
  return (pc, wanted) => info.sourceInfo.find((e) => e.pc.includes(pc - shift) && wanted(e));
}

/**
 * pc → 0-based line from source-info entries carrying `teal`, when they place every instruction;
 * undefined otherwise (entries at error pcs only would leave most steps without a line).
 */
function linesFromSourceInfo(
  entryAt: EntryAt,
  pcs: readonly number[],
  lineCount: number,
): Map<number, number> | undefined {
  const out = new Map<number, number>();
  for (const pc of pcs) {
    const teal = entryAt(pc, (e) => e.teal !== undefined)?.teal;
    if (teal === undefined || teal < 1 || teal > lineCount) return undefined;
    out.set(pc, teal - 1);
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

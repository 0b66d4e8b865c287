import type algosdk from 'algosdk';
import { SextantError } from '../errors/SextantError';
import { compileTeal } from '../teal/compileTeal';
import { TealCompileError } from '../teal/TealCompileError';
import type { TealDiagnostic } from '../teal/TealDiagnostic';
import { decodeBase64, decodeBytesText } from '../txn/decodeBytesText';
import type { ContractSpec } from './ContractSpec';
import { substituteTemplates } from './templateFields';

export const COMPILE_MESSAGES = {
  noPrograms: 'This spec holds no programs: give the approval and clear TEAL to deploy it.',
  failed: (which: string, why: string) => `The node could not compile the ${which} program: ${why}`,
  badBytes: (which: string) => `The ${which} program is not hex or base64 bytes.`,
} as const;

export class CompileError extends SextantError<'no-programs' | 'compile-failed' | 'bad-bytes'> {
  override name = 'CompileError';
  /** The program the node refused, and where (line by line) its assembler says it went wrong. */
  program?: 'approval' | 'clear';
  diagnostics: readonly TealDiagnostic[] = [];
}

export interface Programs {
  approval: Uint8Array;
  clear: Uint8Array;
}

/** Programs a person gave for a spec without its own: TEAL (compiled on the node) or compiled bytes. */
export interface GivenPrograms {
  as: 'teal' | 'bytes';
  approval: string;
  clear: string;
}

/** Compiled program bytes as typed (hex or base64); undefined when they are neither or empty. */
export function readProgramBytes(text: string): Uint8Array | undefined {
  const bytes = text.trim() === '' ? undefined : decodeBytesText(text);
  return bytes !== undefined && bytes.length > 0 ? bytes : undefined;
}

function givenBytes(which: 'approval' | 'clear', text: string): Uint8Array {
  const bytes = readProgramBytes(text);
  if (bytes === undefined) throw new CompileError('bad-bytes', COMPILE_MESSAGES.badBytes(which));
  return bytes;
}

async function compile(
  algod: algosdk.Algodv2,
  which: 'approval' | 'clear',
  teal: string,
): Promise<Uint8Array> {
  try {
    return (await compileTeal(algod, teal)).program;
  } catch (e) {
    const found = e instanceof TealCompileError ? e.diagnostics : [];
    // the assembler's own lines ("3: unknown opcode: foo"), else the node's words
    const why =
      found.length > 0
        ? found.map((d) => `line ${d.line}: ${d.message}`).join('; ')
        : e instanceof TealCompileError && e.code !== 'teal-empty'
          ? e.nodeText
          : e instanceof Error
            ? e.message
            : String(e);
    const error = new CompileError('compile-failed', COMPILE_MESSAGES.failed(which, why), { cause: e });
    error.program = which;
    error.diagnostics = found;
    throw error;
  }
}

/**
 * The programs to create (or update) an app with: the spec's TEAL with its template variables
 * filled, compiled on the node; its byteCode as is when it has no template variables; or the
 * TEAL or bytes a person gave (an ARC-4 spec has none of its own).
 */
export async function compilePrograms(
  algod: algosdk.Algodv2,
  spec: Pick<ContractSpec, 'source' | 'byteCode' | 'templateVariables'>,
  literals: Readonly<Record<string, string>>,
  given?: GivenPrograms,
): Promise<Programs> {
  // programs a person gave count only for a spec without its own: a draft may still hold the TEAL
  // typed for another spec, and deploying that under this spec's name runs the wrong program
  if (spec.source !== undefined || spec.byteCode !== undefined) given = undefined;
  if (given?.as === 'bytes' && given.approval.trim() !== '') {
    return { approval: givenBytes('approval', given.approval), clear: givenBytes('clear', given.clear) };
  }
  if (given?.as === 'teal' && given.approval.trim() !== '') {
    return {
      approval: await compile(algod, 'approval', given.approval),
      clear: await compile(algod, 'clear', given.clear),
    };
  }
  const templated = Object.keys(spec.templateVariables).length > 0;
  if (spec.byteCode !== undefined && (!templated || spec.source === undefined)) {
    return {
      approval: decodeBase64(spec.byteCode.approval) ?? new Uint8Array(),
      clear: decodeBase64(spec.byteCode.clear) ?? new Uint8Array(),
    };
  }
  if (spec.source === undefined) throw new CompileError('no-programs', COMPILE_MESSAGES.noPrograms);
  return {
    approval: await compile(algod, 'approval', substituteTemplates(spec.source.approval, literals)),
    clear: await compile(algod, 'clear', substituteTemplates(spec.source.clear, literals)),
  };
}

/** Extra program pages a create needs: one per 2048 bytes of both programs beyond the first 2048. */
export function extraPagesFor(p: Programs): number {
  const total = p.approval.length + p.clear.length;
  return Math.min(3, Math.max(0, Math.ceil(total / 2048) - 1));
}

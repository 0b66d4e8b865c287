import type algosdk from 'algosdk';
import { SextantError } from '../errors/SextantError';
import { decodeBase64 } from '../txn/decodeBytesText';
import type { ContractSpec } from './ContractSpec';
import { substituteTemplates } from './templateFields';

export const COMPILE_MESSAGES = {
  noPrograms: 'This spec holds no programs: give the approval and clear TEAL to deploy it.',
  failed: (which: string, why: string) => `The node could not compile the ${which} program: ${why}`,
} as const;

export class CompileError extends SextantError<'no-programs' | 'compile-failed'> {
  override name = 'CompileError';
}

export interface Programs {
  approval: Uint8Array;
  clear: Uint8Array;
}

async function compile(algod: algosdk.Algodv2, which: string, teal: string): Promise<Uint8Array> {
  try {
    const r = await algod.compile(teal).do();
    return decodeBase64(r.result) ?? new Uint8Array();
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new CompileError('compile-failed', COMPILE_MESSAGES.failed(which, why), { cause: e });
  }
}

/**
 * The programs to create (or update) an app with: the spec's TEAL with its template variables
 * filled, compiled on the node; its byteCode as is when it has no template variables; or TEAL
 * a person gave (an ARC-4 spec has none of its own).
 */
export async function compilePrograms(
  algod: algosdk.Algodv2,
  spec: Pick<ContractSpec, 'source' | 'byteCode' | 'templateVariables'>,
  literals: Readonly<Record<string, string>>,
  given?: { approval: string; clear: string },
): Promise<Programs> {
  if (given !== undefined && given.approval.trim() !== '') {
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

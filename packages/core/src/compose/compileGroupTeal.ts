import type algosdk from 'algosdk';
import { compileTeal } from '../teal/compileTeal';
import { TealCompileError } from '../teal/TealCompileError';
import type { TealDiagnostic } from '../teal/TealDiagnostic';
import { bytesToBase64 } from '../txn/decodeBytesText';
import type { ApplDraft } from '../txn/TxnDraft';
import type { GroupDraft } from './GroupDraft';

export type ProgramField = 'approvalProgram' | 'clearProgram';

/** Why one program written as TEAL did not compile: the sentence, and each error at its line. */
export interface TealProblem {
  message: string;
  diagnostics: readonly TealDiagnostic[];
}

/** Compile problems by entry id, then by program field. */
export type GroupTealErrors = Readonly<Record<string, Partial<Record<ProgramField, TealProblem>>>>;

export interface CompiledGroupTeal {
  /** Application drafts whose compiled programs changed (TEAL kept, base64 filled in). */
  updates: { id: string; draft: ApplDraft }[];
  errors: GroupTealErrors;
}

const SOURCES = [
  ['approvalTeal', 'approvalProgram'],
  ['clearTeal', 'clearProgram'],
] as const;

/** Whether any application in the group is written as TEAL (building it needs the node). */
export function groupHasTeal(group: GroupDraft): boolean {
  return group.entries.some((e) => e.draft.type === 'appl' && e.draft.approvalTeal !== undefined);
}

/**
 * Compiles, on the node, every program the group's application create/update drafts hold as TEAL,
 * before the group is built. Only programs the transaction carries are compiled (create, or an
 * update); a refusal keeps the node's line diagnostics for the editor.
 */
export async function compileGroupTeal(
  algod: algosdk.Algodv2,
  group: GroupDraft,
): Promise<CompiledGroupTeal> {
  const updates: CompiledGroupTeal['updates'] = [];
  const errors: Record<string, Partial<Record<ProgramField, TealProblem>>> = {};
  for (const { id, draft } of group.entries) {
    if (draft.type !== 'appl' || draft.approvalTeal === undefined) continue;
    const creating = draft.appId.trim() === '' || /^0+$/.test(draft.appId.trim());
    if (!creating && draft.onComplete !== 'update') continue;
    const next: ApplDraft = { ...draft };
    for (const [source, field] of SOURCES) {
      try {
        next[field] = bytesToBase64((await compileTeal(algod, draft[source] ?? '')).program);
      } catch (e) {
        const problem: TealProblem =
          e instanceof TealCompileError
            ? { message: e.message, diagnostics: e.diagnostics }
            : { message: e instanceof Error ? e.message : String(e), diagnostics: [] };
        errors[id] = { ...errors[id], [field]: problem };
      }
    }
    if (
      errors[id] === undefined &&
      (next.approvalProgram !== draft.approvalProgram || next.clearProgram !== draft.clearProgram)
    )
      updates.push({ id, draft: next });
  }
  return { updates, errors };
}

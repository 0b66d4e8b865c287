import { decodeBase64 } from '../txn/decodeBytesText';
import type { ApplDraft, OnCompleteName as DraftOnComplete } from '../txn/TxnDraft';
import { extraPagesFor } from './compilePrograms';
import { substituteTemplates } from './templateFields';
import type { ContractSpec, OnCompleteName, SpecMethod } from './ContractSpec';

/** What a create call takes from its spec, as the studio's draft holds it. */
export type SpecCreatePatch = Pick<
  ApplDraft,
  'globalInts' | 'globalBytes' | 'localInts' | 'localBytes' | 'extraPages'
> &
  Partial<Pick<ApplDraft, 'approvalProgram' | 'clearProgram' | 'approvalTeal' | 'clearTeal'>>;

export interface SpecCreateFields {
  patch: SpecCreatePatch;
  /** Where the programs came from: compiled bytes, TEAL (compiled at build), or none (ARC-4 JSON). */
  programs: 'bytes' | 'teal' | 'none';
  /** The TEAL's template variables (`TMPL_<name>`): to replace before the node can compile it. */
  templates: string[];
}

const DRAFT_ON_COMPLETE: Partial<Record<OnCompleteName, DraftOnComplete>> = {
  NoOp: 'noop',
  OptIn: 'optIn',
};

const tealOf = (base64: string): string => new TextDecoder().decode(decodeBase64(base64) ?? new Uint8Array());

/**
 * A spec → the create fields of the app call that deploys it: the state schema it declares, and
 * its programs. Compiled bytes when it holds them and no template variable needs filling (with the
 * extra pages they need, as the lab counts them); else its TEAL, which the studio compiles on the
 * node when it builds (extra pages left at 0: the node's bytes are not known yet, and a program
 * too long for them is refused at the field). An ARC-4 JSON has neither, and gives the schema only.
 */
export function specCreateFields(
  spec: Pick<ContractSpec, 'state' | 'source' | 'byteCode' | 'templateVariables'>,
  /** Template variables' TEAL literals (`templateLiterals`): the TEAL comes with them filled in. */
  literals?: Readonly<Record<string, string>>,
): SpecCreateFields {
  const { global, local } = spec.state.schema;
  const schema = {
    globalInts: String(global.ints),
    globalBytes: String(global.bytes),
    localInts: String(local.ints),
    localBytes: String(local.bytes),
  };
  const templates = Object.keys(spec.templateVariables);
  const bytes = spec.byteCode;
  if (
    bytes !== undefined &&
    (templates.length === 0 || spec.source === undefined) &&
    literals === undefined
  ) {
    const approval = decodeBase64(bytes.approval) ?? new Uint8Array();
    const clear = decodeBase64(bytes.clear) ?? new Uint8Array();
    return {
      patch: {
        ...schema,
        extraPages: String(extraPagesFor({ approval, clear })),
        approvalProgram: bytes.approval,
        clearProgram: bytes.clear,
      },
      programs: 'bytes',
      templates: [],
    };
  }
  if (spec.source !== undefined) {
    const approvalTeal =
      literals === undefined
        ? tealOf(spec.source.approval)
        : substituteTemplates(spec.source.approval, literals);
    const clearTeal =
      literals === undefined ? tealOf(spec.source.clear) : substituteTemplates(spec.source.clear, literals);
    const used = unfilledTemplates(templates, `${approvalTeal}\n${clearTeal}`);
    return {
      patch: { ...schema, extraPages: '0', approvalProgram: '', clearProgram: '', approvalTeal, clearTeal },
      programs: 'teal',
      templates: used,
    };
  }
  return { patch: { ...schema, extraPages: '0' }, programs: 'none', templates: [] };
}

/**
 * A draft with the spec's create fields in: compiled bytes leave the TEAL mode (its text would be
 * compiled over them at build), TEAL enters it.
 */
export function withSpecCreateFields(draft: ApplDraft, fields: SpecCreateFields): ApplDraft {
  const next: ApplDraft = { ...draft, ...fields.patch };
  if (fields.programs !== 'bytes') return next;
  const { approvalTeal: _approval, clearTeal: _clear, ...bytesOnly } = next;
  return bytesOnly;
}

/** The template variables still written as `TMPL_<name>` in some TEAL (whole tokens). */
export function unfilledTemplates(names: readonly string[], teal: string): string[] {
  return names.filter((n) => new RegExp(`\\bTMPL_${n}\\b`).test(teal));
}

/** The spec's methods that can create the app (ARC-56 `actions.create`). */
export function createMethodsOf(spec: Pick<ContractSpec, 'methods'>): SpecMethod[] {
  return spec.methods.filter((m) => m.actions.create.length > 0);
}

/**
 * The on-complete a create call of `method` is sent with: the one the draft has when the method
 * allows it, else the method's first (only NoOp and OptIn can create).
 */
export function createOnComplete(
  method: Pick<SpecMethod, 'actions'>,
  current: DraftOnComplete,
): DraftOnComplete {
  const allowed = method.actions.create.flatMap((a) => DRAFT_ON_COMPLETE[a] ?? []);
  return allowed.includes(current) ? current : (allowed[0] ?? current);
}

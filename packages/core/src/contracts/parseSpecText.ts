import type { ContractSpec } from './ContractSpec';
import { loadContractSpec } from './loadContractSpec';

export type ParsedSpec = { ok: true; spec: ContractSpec } | { ok: false; message: string } | undefined;

/** Spec text as held by a draft → the spec, or what is wrong with it (nothing loaded: undefined). */
export function parseSpecText(text: string | null): ParsedSpec {
  if (text === null) return undefined;
  try {
    return { ok: true, spec: loadContractSpec(text) };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

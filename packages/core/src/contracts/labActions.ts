import type { ContractSpec, OnCompleteName, SpecMethod } from './ContractSpec';

/** Something the lab can do with a spec: a method call or a bare action, with its on-completes. */
export interface LabAction {
  /** `m:<signature>` or `bare`. */
  key: string;
  method?: SpecMethod;
  onCompletes: OnCompleteName[];
}

/**
 * What a spec allows when creating (no app yet) or calling an app: each method whose actions
 * name an on-complete for that case, then the bare actions. Clearing state is always possible
 * for a caller (the clear program runs whatever the spec says), so bare ClearState is offered.
 */
export function labActions(
  spec: Pick<ContractSpec, 'methods' | 'bareActions'>,
  creating: boolean,
): LabAction[] {
  const out: LabAction[] = [];
  for (const method of spec.methods) {
    const ocs = creating ? method.actions.create : method.actions.call;
    if (ocs.length > 0) out.push({ key: `m:${method.signature}`, method, onCompletes: ocs });
  }
  const bare = creating ? spec.bareActions.create : [...spec.bareActions.call];
  if (!creating && !bare.includes('ClearState')) bare.push('ClearState');
  if (bare.length > 0) out.push({ key: 'bare', onCompletes: bare });
  return out;
}

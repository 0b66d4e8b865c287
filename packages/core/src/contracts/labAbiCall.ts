import { type AbiCallDraft, newAbiCallDraft } from './AbiCallDraft';
import type { ContractSpec, SpecMethod } from './ContractSpec';
import type { ArgInput } from './readCallArgs';

/**
 * A contract lab's method call → the studio's ABI call of it, with the arguments as the person
 * typed them (defaults as the lab filled them in): the studio encodes the same bytes, shows the
 * call by its method, and decodes its return. A transaction argument is the group's member just
 * before the call, so it stays empty here (the hand-off puts those members first). A create call
 * brings its spec's text (`specText`): the studio offers its create methods and attaches it to
 * the app once created.
 */
export function labAbiCall(
  spec: Pick<ContractSpec, 'structs'>,
  method: SpecMethod,
  inputs: readonly (ArgInput | undefined)[],
  specLabel: string,
  specText?: string,
): AbiCallDraft {
  return {
    ...newAbiCallDraft(spec, method, specLabel),
    ...(specText !== undefined && { specText }),
    inputs: method.args.map((_, i) => {
      const input = inputs[i];
      return input === undefined || input.kind === 'txn' ? null : input;
    }),
  };
}

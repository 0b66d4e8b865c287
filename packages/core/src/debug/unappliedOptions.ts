import type algosdk from 'algosdk';
import type { SimulateGroupOptions } from '../pipeline/simulateGroup';
import { DEBUG_MESSAGES as M } from './debugMessages';

/**
 * The simulate options asked for that the node's answer shows it did not apply: a round other
 * than the one asked (a node keeps only recent states; an older sandbox ignores `round`), and
 * fix-signers, unnamed resources or extra budget missing from `eval-overrides`. In words.
 */
export function unappliedOptions(
  asked: SimulateGroupOptions,
  response: algosdk.modelsv2.SimulateResponse,
): string[] {
  const o = response.evalOverrides;
  const out: string[] = [];
  if (asked.round !== undefined && asked.round !== response.lastRound)
    out.push(M.roundNotApplied(asked.round.toString(), response.lastRound.toString()));
  if (asked.fixSigners === true && o?.fixSigners !== true) out.push(M.optionNotApplied('fix-signers'));
  if (asked.allowUnnamedResources === true && o?.allowUnnamedResources !== true)
    out.push(M.optionNotApplied('allow-unnamed-resources'));
  if ((asked.extraOpcodeBudget ?? 0) > 0 && o?.extraOpcodeBudget === undefined)
    out.push(M.optionNotApplied('extra-opcode-budget'));
  return out;
}

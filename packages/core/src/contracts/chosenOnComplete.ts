import type { OnCompleteName } from './ContractSpec';
import type { LabAction } from './labActions';

/** The on-complete a person picked, when the action allows it; else the action's first one. */
export function chosenOnComplete(action: LabAction, picked: OnCompleteName | ''): OnCompleteName {
  return picked !== '' && action.onCompletes.includes(picked) ? picked : (action.onCompletes[0] ?? 'NoOp');
}

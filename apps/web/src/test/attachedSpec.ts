import { eventDecoderFor } from '@sextant/core/contracts/eventDecoderFor';
import { loadContractSpec } from '@sextant/core/contracts/loadContractSpec';
import * as decode from '@sextant/core/explore/appSpec/decodeWithAppSpec';
import { parseAppSpec } from '@sextant/core/explore/appSpec/parseAppSpec';
import type { AttachedSpec } from '../features/applications/storage/useAppSpec';

/** A spec's text as `useAppSpec` gives it once attached: for tests that put it in a query cache. */
export function attachedSpecOf(text: string): AttachedSpec {
  return {
    spec: parseAppSpec(text),
    decode,
    decodeEvents: eventDecoderFor(text),
    contract: loadContractSpec(text),
  };
}

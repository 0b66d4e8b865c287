import algosdk from 'algosdk';
import { buildGroup } from '../buildGroup';
import { composeReducer } from '../composeReducer';
import type { GroupDraft } from '../GroupDraft';

/**
 * A draft taken through the studio's own reducer as far as submitted: built with `params`, each
 * position signed with `sk`, sent at `round`. For tests that need a group in flight or committed.
 */
export function submittedGroup(
  draft: GroupDraft,
  params: algosdk.SuggestedParams,
  sk: Uint8Array,
  round: bigint,
): { g: GroupDraft; txids: string[] } {
  const r = buildGroup(draft, params);
  if (!r.ok) throw new Error('the test group does not build');
  let g = composeReducer(draft, { type: 'built', built: r.built });
  r.txns.forEach((t, position) => {
    g = composeReducer(g, { type: 'signed', position, signedTxn: algosdk.bytesToBase64(t.signTxn(sk)) });
  });
  return { g: composeReducer(g, { type: 'submitted', round }), txids: r.built.txids };
}

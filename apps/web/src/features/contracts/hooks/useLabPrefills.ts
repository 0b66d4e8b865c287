import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import type { LabAction } from '@sextant/core/contracts/labActions';
import { specNetworkApp } from '@sextant/core/contracts/readSpecExtras';
import { withRecommendations } from '@sextant/core/contracts/withRecommendations';
import { useEffect, useRef } from 'react';
import type { LabDraft } from '../storage/labDraftStore';

/**
 * What the lab fills in by itself, each once: the sender (the first account that can sign), the
 * app id the spec's ARC-56 `networks` lists for this network, and a picked method's ARC-56
 * `recommendations`. Returns the spec's app for this network, if it lists one.
 */
export function useLabPrefills({
  draft,
  patch,
  spec,
  action,
  firstAddress,
  genesisHash,
}: {
  draft: LabDraft;
  patch: (p: Partial<LabDraft>) => void;
  spec: ContractSpec | undefined;
  action: LabAction | undefined;
  firstAddress: string | undefined;
  genesisHash: string | undefined;
}): bigint | undefined {
  // the sender starts as the first account that can sign, so a deploy needs no typing
  useEffect(() => {
    if (firstAddress !== undefined && draft.sender.trim() === '') patch({ sender: firstAddress });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstAddress]);
  // ARC-56 `networks`: the app this spec lists for the network (by genesis hash) fills an empty
  // app id once per loaded spec; clearing it afterwards (to deploy) is respected.
  const specApp = spec === undefined ? undefined : specNetworkApp(spec, genesisHash);
  const offeredFor = useRef(draft.specText);
  useEffect(() => {
    if (specApp === undefined || offeredFor.current === draft.specText) return;
    offeredFor.current = draft.specText;
    if (draft.appId.trim() === '') patch({ appId: specApp.toString(), action: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [specApp, draft.specText]);
  // ARC-56 `recommendations`: picking a method that has them pre-fills its resources and the
  // inner transactions' fee, once per pick (a reload keeps what was edited since).
  const pickKey = `${draft.specText ?? ''}\n${action?.key ?? ''}`;
  const recommendedFor = useRef(pickKey);
  useEffect(() => {
    if (recommendedFor.current === pickKey) return;
    recommendedFor.current = pickKey;
    const rec = action?.method?.recommendations;
    if (rec === undefined) return;
    patch({
      resources: withRecommendations(draft.resources, rec),
      ...(rec.innerTransactionCount !== undefined && { innerFees: String(rec.innerTransactionCount) }),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pickKey]);

  return specApp;
}

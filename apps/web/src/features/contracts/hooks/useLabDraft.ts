import { useEffect, useState } from 'react';
import { loadLabDraft, saveLabDraft, type LabDraft } from '../storage/labDraftStore';

/** The lab's draft for this network, saved on every change (the page remounts per network). */
export function useLabDraft(network: string) {
  const [draft, setDraft] = useState<LabDraft>(() => loadLabDraft(network));
  useEffect(() => saveLabDraft(network, draft), [network, draft]);
  const patch = (p: Partial<LabDraft>) => setDraft((d) => ({ ...d, ...p }));
  return { draft, setDraft, patch };
}

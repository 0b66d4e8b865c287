import { abiTxnArgErrors } from '@sextant/core/compose/abiTxnArgErrors';
import { builtTransactions } from '@sextant/core/compose/buildGroup';
import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { requiredSigners, type RequiredSigner } from '@sextant/core/compose/requiredSigners';
import { buildTransaction, type BuildResult } from '@sextant/core/txn/buildTransaction';
import type algosdk from 'algosdk';
import { useMemo } from 'react';
import { useAccountFacts } from './useComposeNode';

/**
 * What the group would be with the node's current parameters: each draft built (or its field
 * errors), the transactions when all build (the built ones once built), what algod says of the
 * accounts involved, and who must sign each transaction.
 */
export function useGroupPreview(group: GroupDraft, params: algosdk.SuggestedParams | undefined) {
  const results = useMemo(() => {
    const map = new Map<string, BuildResult>();
    if (params === undefined) return map;
    // ARC-4 transaction arguments are other members: only the group can check them.
    const argErrors = abiTxnArgErrors(group.entries);
    for (const e of group.entries) {
      const r = buildTransaction(e.draft, params);
      const extra = argErrors[e.id];
      map.set(e.id, extra === undefined ? r : { ok: false, errors: { ...(r.ok ? {} : r.errors), ...extra } });
    }
    return map;
  }, [group.entries, params]);
  const invalid = useMemo(() => new Set([...results].filter(([, r]) => !r.ok).map(([id]) => id)), [results]);

  const txns: algosdk.Transaction[] | undefined = useMemo(() => {
    if (group.built) return builtTransactions(group.built);
    if (params === undefined || group.entries.length === 0 || invalid.size > 0) return undefined;
    return group.entries.map((e) => (results.get(e.id) as Extract<BuildResult, { ok: true }>).txn);
  }, [group.built, group.entries, invalid, params, results]);

  const involved = useMemo(() => {
    const out = group.entries.map((e) => e.draft.sender.trim());
    for (const t of txns ?? []) {
      if (t.payment) out.push(t.payment.receiver.toString());
      if (t.payment?.closeRemainderTo) out.push(t.payment.closeRemainderTo.toString());
    }
    return out;
  }, [group.entries, txns]);
  const facts = useAccountFacts(involved);
  const authKey = [...facts].map(([a, f]) => `${a}:${f.authAddr ?? ''}`).join(',');
  const authMap = useMemo(() => {
    const m = new Map<string, string>();
    for (const [a, f] of facts) if (f.authAddr) m.set(a, f.authAddr);
    return m;
    // Rebuilt only when an auth address changes, not on every balance read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [authKey]);

  const signers: (RequiredSigner | undefined)[] = useMemo(() => {
    if (txns) return requiredSigners(txns, authMap);
    return group.entries.map((e) => {
      const r = results.get(e.id);
      return r?.ok ? requiredSigners([r.txn], authMap)[0] : undefined;
    });
  }, [txns, authMap, group.entries, results]);

  return { results, invalid, txns, facts, authMap, signers };
}

import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { readSimulation } from '@sextant/core/compose/readSimulation';
import { simulateRequestFor } from '@sextant/core/compose/simulateRequestFor';
import { nodeMessageOf } from '@sextant/core/compose/nodeMessageOf';
import { NodeRejectionError } from '@sextant/core/catalogue/NodeRejectionError';
import { useEffect, useState } from 'react';
import type { SimulationState } from '../components/SimulationView';
import { useAlgod } from './useComposeNode';

/** Simulates the group as soon as it is built, before any wallet is asked; once per build. */
export function useSimulation(group: GroupDraft): SimulationState | undefined {
  const { algod } = useAlgod();
  const built = group.status === 'built' || group.status === 'signed' ? group.built : undefined;
  const key = built?.txids.join(',');
  const [state, setState] = useState<{ key: string; sim: SimulationState } | undefined>();

  useEffect(() => {
    if (built === undefined || key === undefined) return;
    let cancelled = false;
    algod
      .simulateTransactions(simulateRequestFor(built))
      .do()
      .then(
        (response) => {
          if (!cancelled)
            setState({ key, sim: { kind: 'done', report: readSimulation(response, built.txids) } });
        },
        (e: unknown) => {
          if (cancelled) return;
          const status = (e as { response?: { status?: number } }).response?.status;
          // A group the node refuses before evaluating it (fees, rounds, shape) comes back as a 400.
          const sim: SimulationState =
            status === 404 || status === 405
              ? { kind: 'unsupported' }
              : status === 400
                ? {
                    kind: 'done',
                    report: {
                      ok: false,
                      error: NodeRejectionError.fromNodeMessage(nodeMessageOf(e), { txids: built.txids }),
                      txns: [],
                    },
                  }
                : { kind: 'error', message: nodeMessageOf(e) };
          setState({ key, sim });
        },
      );
    return () => {
      cancelled = true;
    };
    // The built group is identified by its txids; a new object with the same ones is the same group.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, algod]);

  if (key === undefined) return undefined;
  return state !== undefined && state.key === key ? state.sim : { kind: 'running' };
}

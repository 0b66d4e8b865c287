import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { DetailFrame } from '../../../ui/DetailFrame';
import { TxnListHeader } from '../../explore/components/TxnListHeader';
import { TxnRow } from '../../explore/components/TxnRow';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { transactionQueries } from '../../explore/queries/transactionQueries';
import { BLOCK_LABELS as L } from '../blockLabels';
import { GroupFlow } from '../components/GroupFlow';

/** `/:net/group/:id`: the members of an atomic group and its transaction graph. */
export function GroupPage() {
  const { id = '' } = useParams();
  const profile = useActiveNetwork();
  const query = useQuery(transactionQueries.group(profile, id));

  return (
    <DetailFrame
      heading={{ title: L.groupTitle, id, what: L.groupId, testId: 'param-group-id' }}
      query={query}
      empty={{ when: (txns) => txns.length === 0, text: EXPLORER_LABELS.notFound.group, kind: 'notFound' }}
    >
      {(txns) => (
        <>
          <Panel title={L.flow}>
            <GroupFlow txns={txns} />
          </Panel>
          <Panel title={L.members(txns.length)}>
            <div className="@container">
              <TxnListHeader />
              <ul aria-label={L.members(txns.length)} className="divide-y divide-line">
                {txns.map((t) => (
                  <li key={t.id}>
                    <TxnRow txn={t} />
                  </li>
                ))}
              </ul>
            </div>
          </Panel>
        </>
      )}
    </DetailFrame>
  );
}

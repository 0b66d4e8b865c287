import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { UI_LABELS } from '../../../ui/uiLabels';
import { IdHeading } from '../../explore/components/IdHeading';
import { ReadErrorState } from '../../explore/components/ReadErrorState';
import { TxnRow } from '../../explore/components/TxnRow';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { transactionQueries } from '../../explore/queries/transactionQueries';
import { BLOCK_LABELS as L } from '../blockLabels';
import { GroupFlow } from '../components/GroupFlow';

/** `/:net/group/:id`: the members of an atomic group and a picture of who pays whom. */
export function GroupPage() {
  const { id = '' } = useParams();
  const profile = useActiveNetwork();
  const query = useQuery(transactionQueries.group(profile, id));

  return (
    <div className="flex flex-col gap-4">
      <IdHeading title={L.groupTitle} id={id} what={L.groupId} testId="param-group-id" />
      {query.isPending ? (
        <StateMessage kind="loading">{UI_LABELS.loading}</StateMessage>
      ) : query.isError ? (
        <ReadErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <StateMessage kind="notFound">{EXPLORER_LABELS.notFound.group}</StateMessage>
      ) : (
        <>
          <Panel title={L.flow}>
            <div className="overflow-x-auto">
              <GroupFlow txns={query.data} />
            </div>
          </Panel>
          <Panel title={L.members(query.data.length)}>
            <ul aria-label={L.members(query.data.length)} className="divide-y divide-line">
              {query.data.map((t) => (
                <li key={t.id}>
                  <TxnRow txn={t} />
                </li>
              ))}
            </ul>
          </Panel>
        </>
      )}
    </div>
  );
}

import { FundError } from '@sextant/core/fund/FundError';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { ExternalLink } from '../../../ui/ExternalLink';
import { PageIntro } from '../../../ui/PageIntro';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { FundForm } from '../components/FundForm';
import { FUND_LABELS as L } from '../fundLabels';
import { useDispenser } from '../useDispenser';

/** Where to get Algo on a network without a dispenser. */
function NoDispenser({ networkId, error }: { networkId: string; error: unknown }) {
  return (
    <Panel title={L.unavailableTitle}>
      <div className="flex flex-col gap-2 text-[13px]">
        {error instanceof FundError ? <p>{error.message}</p> : <ErrorAlert error={error} />}
        {networkId === 'testnet' ? (
          <p>
            {L.testnet} <ExternalLink text={L.testnetUrl} />
          </p>
        ) : networkId === 'mainnet' ? (
          <p>{L.mainnet}</p>
        ) : (
          <p className="text-muted">{L.otherNetwork}</p>
        )}
      </div>
    </Panel>
  );
}

/**
 * `/:net/fund`: the local network's dispenser (LocalNet's rule over kmd's default wallet) funds any
 * address, or a new account made here; signed through kmd, sent through sendAndFollow.
 */
export function FundPage() {
  const profile = useActiveNetwork();
  const clients = useNetworkClients();
  const dispenser = useDispenser(clients);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageIntro title={L.title} intro={L.intro} documentTitle={`${L.title} · ${profile.name} · Sextant`} />
      {dispenser.isPending ? (
        <StateMessage kind="loading">{L.findingDispenser}</StateMessage>
      ) : dispenser.isError ? (
        <NoDispenser networkId={profile.id} error={dispenser.error} />
      ) : (
        <FundForm clients={clients} dispenser={dispenser.data} />
      )}
    </div>
  );
}

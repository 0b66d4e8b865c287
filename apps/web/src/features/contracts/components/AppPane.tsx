import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Panel } from '../../../ui/Panel';
import { CONTRACTS_LABELS as L } from '../contractsLabels';

/** Which app the lab works on (empty: deploy a new one), and attaching the spec to it. */
export function AppPane({
  network,
  appIdText,
  appId,
  valid,
  attached,
  onAppId,
  onAttach,
  specApp,
}: {
  network: string;
  appIdText: string;
  appId: bigint | undefined;
  valid: boolean;
  attached: boolean;
  onAppId: (text: string) => void;
  onAttach: () => void;
  /** The app id the spec's `networks` lists for this network, if any. */
  specApp: bigint | undefined;
}) {
  const fromSpec = specApp !== undefined && appIdText.trim() === specApp.toString();
  return (
    <Panel title={L.app}>
      <div className="flex flex-col gap-2">
        <Field
          label={L.appId}
          inputMode="numeric"
          value={appIdText}
          error={valid ? undefined : L.appIdBad}
          hint={L.appIdHint}
          onChange={(e) => onAppId(e.target.value)}
        />
        {fromSpec && (
          <p className="text-xs text-muted" data-testid="lab-networks-app">
            {L.fromNetworks(specApp.toString())}
          </p>
        )}
        {specApp !== undefined && !fromSpec && (
          <div>
            <Button size="sm" variant="ghost" onClick={() => onAppId(specApp.toString())}>
              {L.pickNetworksApp(specApp.toString())}
            </Button>
          </div>
        )}
        {appId !== undefined && (
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" onClick={onAttach}>
              {L.attachToApp}
            </Button>
            <Link
              to={`/${network}/application/${appId}`}
              className="text-[13px] text-accent underline-offset-2 hover:underline"
            >
              {L.openApp}
            </Link>
          </div>
        )}
        {attached && <p className="text-xs text-ok">{L.attached}</p>}
      </div>
    </Panel>
  );
}

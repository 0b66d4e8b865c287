import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import { Link } from 'react-router';
import { labHref } from '../../contracts/labHref';
import { APPLICATION_LABELS } from '../applicationLabels';

const L = APPLICATION_LABELS.spec;

/**
 * The attached spec's ARC-4 methods: each signature, what it is for, and when it may be called
 * (read-only; only at creation; with which on-completes besides NoOp), and a way to call it in the
 * contract lab, the spec already open there.
 */
export function AppMethodList({
  contract,
  network,
  appId,
}: {
  contract: ContractSpec;
  network: string;
  appId: bigint;
}) {
  if (contract.methods.length === 0) return <p className="text-[13px] text-muted">{L.noMethods}</p>;
  return (
    <div className="flex flex-col gap-1.5">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
        {L.methods(contract.methods.length)}
      </h3>
      <ul className="flex flex-col divide-y divide-line text-[13px]">
        {contract.methods.map((m) => {
          const onlyCreate = m.actions.call.length === 0 && m.actions.create.length > 0;
          const others = [...new Set(m.actions.call)].filter((oc) => oc !== 'NoOp');
          return (
            <li key={m.signature} className="flex flex-col gap-0.5 py-1.5" data-testid="app-method">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-mono break-all">{m.signature}</span>
                {m.readonly && (
                  <span className="rounded bg-sunken px-1.5 text-xs text-muted">{L.readonly}</span>
                )}
                {onlyCreate && (
                  <span className="rounded bg-sunken px-1.5 text-xs text-muted">{L.createOnly}</span>
                )}
                {others.map((oc) => (
                  <span key={oc} className="rounded bg-sunken px-1.5 text-xs text-muted">
                    {oc}
                  </span>
                ))}
                {!onlyCreate && (
                  <Link
                    to={labHref(network, appId, m.signature)}
                    className="ml-auto text-xs text-accent hover:underline"
                    aria-label={L.callInLab(m.name)}
                  >
                    {L.callInLabShort}
                  </Link>
                )}
              </div>
              {m.desc !== undefined && <p className="text-xs text-muted">{m.desc}</p>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import type { MultisigView, SignatureView } from '@sextant/core/explore/TransactionView';
import { Check, X } from 'lucide-react';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { EntityLink } from '../../explore/components/EntityLink';
import { TRANSACTION_LABELS as L } from '../transactionLabels';
import { LogicSigSaltNote } from '../v42/LogicSigSaltNote';
import { PQSigDetails } from '../v42/PQSigDetails';
import { V42_LABELS } from '../v42/v42Labels';

function Subsigners({ multisig }: { multisig: MultisigView }) {
  return (
    <ul aria-label={L.subsigners} className="flex flex-col gap-1">
      {multisig.subsigners.map((s, i) => (
        <li key={`${s.address}-${i}`} className="flex min-w-0 items-center gap-2">
          {s.signed ? (
            <Check className="size-3.5 shrink-0 text-ok" aria-label={L.signed} />
          ) : (
            <X className="size-3.5 shrink-0 text-muted" aria-label={L.notSigned} />
          )}
          <EntityLink kind="account" value={s.address} />
        </li>
      ))}
    </ul>
  );
}

function kindLabel(signature: SignatureView): string {
  switch (signature.kind) {
    case 'none':
      return L.signatureKinds.none;
    case 'single':
      return L.signatureKinds.single;
    case 'multisig':
      return L.signatureKinds.multisig(signature.multisig.threshold, signature.multisig.subsigners.length);
    case 'logicsig':
      return L.signatureKinds.logicsig;
    case 'pq':
      return V42_LABELS.pqKind(signature.pq.schemeName ?? signature.pq.scheme);
  }
}

/** How the transaction was authorised: single, multisig (who signed), or logic sig (program, args, delegation). */
export function SignaturePanel({ signature }: { signature: SignatureView }) {
  const multisig =
    signature.kind === 'multisig' || signature.kind === 'logicsig' ? signature.multisig : undefined;
  return (
    <Panel title={L.signature}>
      <div className="flex flex-col gap-3">
        <p className="font-medium" data-testid="signature-kind">
          {kindLabel(signature)}
        </p>
        {signature.kind === 'logicsig' && (
          <>
            <p className="text-[13px] text-muted">
              {signature.delegation === 'pq' ? V42_LABELS.delegatedByPQ : L.delegation[signature.delegation]}
              {signature.multisigForm !== undefined && ` ${V42_LABELS.multisigForm[signature.multisigForm]}`}
            </p>
            <LogicSigSaltNote program={signature.program} />
            <DataList
              rows={[
                { label: L.program, value: signature.program },
                signature.args.length > 0 && {
                  label: L.args,
                  value: (
                    <ol>
                      {signature.args.map((a, i) => (
                        <li key={i}>{a}</li>
                      ))}
                    </ol>
                  ),
                },
              ]}
            />
          </>
        )}
        {signature.kind === 'pq' && <PQSigDetails pq={signature.pq} />}
        {signature.kind === 'logicsig' && signature.pq !== undefined && <PQSigDetails pq={signature.pq} />}
        {multisig !== undefined && (
          <div className="flex flex-col gap-1">
            <p className="text-xs text-muted">
              {L.subsigners} · {L.version} {multisig.version}
            </p>
            <Subsigners multisig={multisig} />
          </div>
        )}
      </div>
    </Panel>
  );
}

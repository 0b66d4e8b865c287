import * as Dialog from '@radix-ui/react-dialog';
import { ON_COMPLETES } from '@sextant/core/contracts/ContractSpec';
import { formatAlgos } from '@sextant/core/format/formatAlgos';
import { TXN_TYPE_LABELS } from '@sextant/core/txn/txnTypeLabels';
import type { SigningRow, SigningWarning } from '@sextant/core/signing/summarizeSigning';
import { TriangleAlert } from 'lucide-react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { DialogFrame } from '../../../ui/DialogFrame';
import { SIGNING_CONFIRM_LABELS as L } from '../signingConfirmLabels';
import type { SigningConfirmation } from './SigningConfirmation';

function warningText(w: SigningWarning): string {
  switch (w.kind) {
    case 'rekey':
      return L.rekey(w.to);
    case 'close-to':
      return L.closeTo(w.to);
    case 'asset-close-to':
      return L.assetCloseTo(String(w.asset), w.to);
    case 'clawback':
      return L.clawback(w.from);
  }
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex items-start gap-1.5 text-[13px] font-medium text-bad">
      <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span className="break-all">{children}</span>
    </p>
  );
}

function Row({ row }: { row: SigningRow }) {
  const fields: [string, string][] = [
    [L.type, TXN_TYPE_LABELS[row.type] ?? row.type],
    [L.sender, row.sender],
  ];
  if (row.receiver !== undefined) fields.push([L.receiver, row.receiver]);
  if (row.amount?.kind === 'algo') fields.push([L.amount, formatAlgos(row.amount.microAlgos)]);
  if (row.amount?.kind === 'asset') fields.push([L.amount, `${row.amount.units} (base units)`]);
  if (row.assetId !== undefined) fields.push([L.asset, String(row.assetId)]);
  if (row.appId !== undefined) fields.push([L.app, row.appId === 0n ? L.appCreate : String(row.appId)]);
  if (row.onComplete !== undefined)
    fields.push([L.onComplete, ON_COMPLETES[row.onComplete] ?? String(row.onComplete)]);
  if (row.methodSelector !== undefined) fields.push([L.method, `0x${row.methodSelector}`]);
  fields.push([L.fee, formatAlgos(row.fee)]);
  return (
    <li data-testid="signing-confirm-row" className="rounded-md border border-line p-3">
      <h3 className="mb-1.5 text-[13px] font-semibold">{L.position(row.position)}</h3>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-[13px]">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-mono break-all">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {row.warnings.length > 0 && (
        <div className="mt-2 flex flex-col gap-1">
          {row.warnings.map((w) => (
            <Warning key={`${w.kind}`}>{warningText(w)}</Warning>
          ))}
        </div>
      )}
    </li>
  );
}

/**
 * What a remembered recovery phrase is about to sign, and an explicit Sign or Cancel: each
 * transaction's type, sender, receiver, amount, fee, app and method, the group's size, and in red
 * what gives more away (rekey, close-to, clawback, a delegation). Closing it any way cancels.
 */
export function SigningConfirmDialog({ confirmation }: { confirmation: SigningConfirmation }) {
  const pending = useSyncExternalStore(confirmation.subscribe, confirmation.current);
  const shown = pending?.shown;
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && pending?.answer(false)}>
      {shown !== undefined && (
        <DialogFrame
          title={L.title}
          closeLabel={L.close}
          width="xl"
          description={
            shown.kind === 'group'
              ? L.intro(shown.summary.groupSize, shown.summary.rows.length)
              : shown.kind === 'data'
                ? L.dataIntro(shown.bytes, shown.domain)
                : L.delegationIntro
          }
        >
          {shown.kind === 'group' ? (
            <>
              <ol className="flex flex-col gap-2">
                {shown.summary.rows.map((row) => (
                  <Row key={row.position} row={row} />
                ))}
              </ol>
              <p className="mt-2 text-[13px]">
                <span className="text-muted">{L.totalFee}: </span>
                <span className="font-mono">{formatAlgos(shown.summary.totalFee)}</span>
              </p>
            </>
          ) : (
            shown.kind === 'delegation' && <Warning>{L.delegation}</Warning>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => pending?.answer(false)}>
              {L.cancel}
            </Button>
            <Button variant="primary" onClick={() => pending?.answer(true)}>
              {L.confirm}
            </Button>
          </div>
        </DialogFrame>
      )}
    </Dialog.Root>
  );
}

import { microAlgoText } from '@sextant/core/catalogue/microAlgoText';
import {
  bundleTransactions,
  thresholdStatus,
  type MultisigBundle,
} from '@sextant/core/multisig/MultisigBundle';
import { typeFields } from '@sextant/core/offline/typeFields';
import { TXN_TYPE_LABELS } from '@sextant/core/txn/txnTypeLabels';
import clsx from 'clsx';
import { useMemo } from 'react';
import { DataList } from '../../../ui/DataList';
import { SignedMembers } from '../../../ui/SignedMembers';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

/** Each transaction of the session with its fields, who signed it, and "k of threshold". */
export function SessionTxnList({ bundle }: { bundle: MultisigBundle }) {
  const txns = useMemo(() => bundleTransactions(bundle), [bundle]);
  const status = thresholdStatus(bundle);
  return (
    <ol className="flex flex-col gap-3">
      {txns.map((txn, i) => {
        const s = status[i];
        const signed = bundle.signatures[i] ?? {};
        return (
          <li key={i} data-testid={T.txn(i)} className="rounded-md border border-line">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-3 py-2">
              <span className="text-[13px] font-semibold">
                {L.transaction(i + 1, TXN_TYPE_LABELS[txn.type] ?? txn.type)}
              </span>
              <span
                data-testid={T.progress(i)}
                data-met={s?.met ?? false}
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs font-medium',
                  s?.met ? 'bg-ok-soft text-ok' : 'bg-warn-soft text-warn',
                )}
              >
                {L.progress(s?.have ?? 0, s?.need ?? bundle.params.threshold)}
              </span>
            </div>
            <div className="flex flex-col gap-3 p-3">
              <DataList
                rows={[
                  { label: L.txid, value: txn.txID() },
                  { label: L.sender, value: txn.sender.toString() },
                  ...typeFields(txn).map((f) => ({ label: f.label, value: f.value })),
                  { label: L.fee, value: microAlgoText(txn.fee) },
                  { label: L.validRounds, value: `${txn.firstValid} – ${txn.lastValid}` },
                ]}
              />
              <div className="flex flex-col gap-1">
                <span className="text-xs font-medium text-muted">{L.members}</span>
                <SignedMembers addresses={bundle.params.addrs} signed={(a) => signed[a] !== undefined} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

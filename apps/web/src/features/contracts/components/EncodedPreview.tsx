import type { ArgSlot } from '@sextant/core/contracts/argSlots';
import { CONTRACTS_LABELS as L } from '../contractsLabels';

/** The call's bytes as they will go: the selector, then each value argument ABI-encoded. */
export function EncodedPreview({
  selector,
  slots,
  encoded,
}: {
  selector: string | undefined;
  slots: readonly ArgSlot[];
  /** Undefined while an argument is not valid. */
  encoded: readonly (string | undefined)[] | undefined;
}) {
  return (
    <div className="flex flex-col gap-1.5" data-testid="lab-encoded">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.encoded}</h3>
      {encoded !== undefined ? (
        <ol className="flex flex-col gap-1 font-mono text-[12px]">
          <li className="flex gap-2 break-all">
            <span className="w-20 shrink-0 text-muted">{L.selector}</span>
            <span>{selector}</span>
          </li>
          {slots.map((s, i) => (
            <li key={i} className="flex gap-2 break-all">
              <span className="w-20 shrink-0 truncate text-muted">{s.arg.name}</span>
              <span>
                {encoded[i] ??
                  (s.kind === 'txn' ? `← ${s.txnType}` : s.kind === 'reference' ? `→ ${s.ref}` : '')}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-[13px] text-muted">{L.encodedEmpty}</p>
      )}
    </div>
  );
}

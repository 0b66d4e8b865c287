import { CheckCircle2, Circle } from 'lucide-react';
import { SIGNED_MEMBERS_LABELS as L } from './signedMembersLabels';

/**
 * A multisig account's members in their order, each marked signed or not. An address listed twice
 * is shown twice, as the account counts it twice.
 */
export function SignedMembers({
  addresses,
  signed,
}: {
  addresses: readonly string[];
  signed: (address: string) => boolean;
}) {
  return (
    <ol className="flex flex-col gap-1">
      {addresses.map((a, i) => {
        const has = signed(a);
        return (
          <li key={`${i}-${a}`} data-signed={has} className="flex items-start gap-1.5 text-[13px]">
            {has ? (
              <CheckCircle2 className="mt-0.5 size-3.5 shrink-0 text-ok" aria-hidden />
            ) : (
              <Circle className="mt-0.5 size-3.5 shrink-0 text-muted" aria-hidden />
            )}
            <span className="min-w-0 font-mono break-all">{a}</span>
            <span className="shrink-0 font-sans text-xs text-muted">{has ? L.signed : L.notSigned}</span>
          </li>
        );
      })}
    </ol>
  );
}

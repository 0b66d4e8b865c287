import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A run's verdict (a simulation, a dry run): one quiet line when it passed, else an alert box with
 * what failed (`children`, the failure's words).
 */
export function Verdict({ ok, passed, children }: { ok: boolean; passed: string; children: ReactNode }) {
  if (ok)
    return (
      <p className="flex items-center gap-2 text-[13px] text-ok">
        <CheckCircle2 className="size-4" aria-hidden />
        {passed}
      </p>
    );
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]"
    >
      <XCircle className="mt-0.5 size-4 shrink-0 text-bad" aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">{children}</div>
    </div>
  );
}

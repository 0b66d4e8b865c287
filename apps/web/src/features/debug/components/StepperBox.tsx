import type { ReactNode } from 'react';

/** One titled box of the stepper's side column (watch, stack, scratch, state, call stack). */
export function StepperBox({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1 rounded-md border border-line p-2">
      <h3 className="flex items-baseline gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
        {note !== undefined && <span className="font-normal tracking-normal normal-case">{note}</span>}
      </h3>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

/** One column of the Network control panel: a small heading with its icon, then its controls. */
export function ControlSection({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-2">
      <h3 className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

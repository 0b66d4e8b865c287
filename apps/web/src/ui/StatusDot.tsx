import clsx from 'clsx';

export type Tone = 'ok' | 'warn' | 'bad' | 'pending' | 'idle';

const TONES: Record<Tone, string> = {
  ok: 'bg-ok',
  warn: 'bg-warn',
  bad: 'bg-bad',
  pending: 'bg-muted animate-pulse',
  idle: 'bg-line-strong',
};

export function StatusDot({ tone, className }: { tone: Tone; className?: string }) {
  return (
    <span aria-hidden className={clsx('inline-block size-2 shrink-0 rounded-full', TONES[tone], className)} />
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { parseDuration, parseRoundCount } from '@sextant/core/sandbox/parseDuration';
import { type SandboxCall, SandboxControlClient } from '@sextant/core/sandbox/SandboxControlClient';
import { Camera, Clock, RotateCcw, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { queryKeys } from '../../app/queries/queryKeys';
import { Button } from '../../ui/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/Field';
import { LocalTime } from '../../ui/LocalTime';
import { Panel } from '../../ui/Panel';
import { NETWORK_CONTROL_LABELS as L } from './networkControlLabels';

type Confirming = { kind: 'revert'; id: string; name: string } | { kind: 'reset' } | null;

function Section({
  title,
  icon,
  children,
}: {
  title: string;
  icon: React.ReactNode;
  children: React.ReactNode;
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

/**
 * On the Sandbox and Browser networks' home: the admin API as buttons. Every change refreshes every
 * cached answer of the network (the explorer then shows the chain as it now is), and the panel
 * shows the admin call it made.
 */
export function NetworkControlPanel({ profile }: { profile: NetworkProfile }) {
  const queryClient = useQueryClient();
  const [lastCall, setLastCall] = useState<SandboxCall | null>(null);
  const client = useMemo(() => {
    const c = new SandboxControlClient(profile.algod);
    // The changes it made (its reads refresh the panel).
    c.onCall = (call) => call.method !== 'GET' && setLastCall(call);
    return c;
  }, [profile.algod]);
  const state = useQuery({
    // The one key scheme: under the network's algod, so dropping the network's cache drops it.
    queryKey: queryKeys.algod.other(profile.id, 'sandbox-control'),
    queryFn: async () => {
      const [snapshots, time, unlocked] = await Promise.all([
        client.snapshots(),
        client.time(),
        client.unlocked(),
      ]);
      return { snapshots, time, unlocked };
    },
  });
  const [name, setName] = useState('');
  const [jump, setJump] = useState('');
  const [rounds, setRounds] = useState('1');
  const [actAs, setActAs] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const jumpParsed = jump.trim() === '' ? undefined : parseDuration(jump);
  const roundsParsed = parseRoundCount(rounds);

  const run = async (action: () => Promise<unknown>) => {
    setWorking(true);
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries();
    } catch (err) {
      setError(err);
    } finally {
      setWorking(false);
      setConfirming(null);
    }
  };

  const data = state.data;
  return (
    <Panel title={L.title}>
      <div className="flex flex-col gap-4" data-testid="network-control-panel">
        <p className="text-[13px] text-muted">{L.about}</p>
        {state.error !== null && <ErrorAlert error={state.error} />}
        <div className="grid gap-5 lg:grid-cols-3">
          <Section title={L.snapshots} icon={<Camera className="size-3.5" aria-hidden />}>
            <form
              className="flex items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void run(() => client.snapshot(name.trim() === '' ? undefined : name.trim())).then(() =>
                  setName(''),
                );
              }}
            >
              <Field
                label={L.snapshotName}
                labelHidden
                placeholder={L.snapshotNamePlaceholder}
                value={name}
                maxLength={200}
                onChange={(e) => setName(e.target.value)}
                className="min-w-0 flex-1"
              />
              <Button type="submit" disabled={working}>
                {L.take}
              </Button>
            </form>
            <ul className="flex flex-col divide-y divide-line text-[13px]" data-testid="snapshot-list">
              {data?.snapshots.length === 0 && <li className="py-1 text-muted">{L.noSnapshots}</li>}
              {[...(data?.snapshots ?? [])].reverse().map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5">
                  <span
                    className="min-w-0 basis-full truncate font-medium sm:basis-auto sm:flex-1"
                    title={s.name}
                  >
                    {s.name}
                  </span>
                  <span className="font-mono text-xs text-muted">{L.round(s.round)}</span>
                  <span className="text-xs text-muted">
                    <LocalTime seconds={BigInt(s.timestamp)} compact />
                  </span>
                  <span className="ml-auto flex gap-1">
                    <Button
                      size="sm"
                      disabled={working}
                      onClick={() => setConfirming({ kind: 'revert', id: s.id, name: s.name })}
                    >
                      {L.revert}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={working}
                      onClick={() => void run(() => client.forget(s.id))}
                    >
                      {L.forget}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            <div>
              <Button
                variant="danger"
                size="sm"
                disabled={working}
                onClick={() => setConfirming({ kind: 'reset' })}
              >
                <RotateCcw className="size-3.5" aria-hidden />
                {L.reset}
              </Button>
            </div>
            {confirming !== null && (
              <div
                role="alertdialog"
                className="flex flex-col gap-2 rounded-md border border-border p-2 text-[13px]"
              >
                <p>{confirming.kind === 'reset' ? L.confirmReset : L.confirmRevert(confirming.name)}</p>
                <div className="flex gap-2">
                  <Button
                    variant="danger"
                    size="sm"
                    disabled={working}
                    onClick={() =>
                      void run(() =>
                        confirming.kind === 'reset' ? client.reset() : client.revert(confirming.id),
                      )
                    }
                  >
                    {working ? L.working : L.confirm}
                  </Button>
                  <Button size="sm" disabled={working} onClick={() => setConfirming(null)}>
                    {L.cancel}
                  </Button>
                </div>
              </div>
            )}
          </Section>

          <Section title={L.clock} icon={<Clock className="size-3.5" aria-hidden />}>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-[13px]">
              <dt className="text-muted">{L.latestBlockTime}</dt>
              <dd data-testid="latest-block-time">
                {data !== undefined && <LocalTime seconds={BigInt(data.time.latestTimestamp)} />}{' '}
                {data !== undefined && (
                  <span className="font-mono text-xs text-muted">{L.round(data.time.round)}</span>
                )}
              </dd>
              {data?.time.nextTimestamp !== undefined && (
                <>
                  <dt className="text-muted">{L.nextBlockTime}</dt>
                  <dd>
                    <LocalTime seconds={BigInt(data.time.nextTimestamp)} />
                  </dd>
                </>
              )}
            </dl>
            <form
              className="flex items-start gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (jumpParsed !== undefined && 'seconds' in jumpParsed)
                  void run(() => client.setTime({ increase: jumpParsed.seconds })).then(() => setJump(''));
              }}
            >
              <Field
                label={L.jump}
                placeholder={L.jumpPlaceholder}
                hint={L.jumpHint}
                value={jump}
                error={jumpParsed !== undefined && 'error' in jumpParsed ? jumpParsed.error : undefined}
                onChange={(e) => setJump(e.target.value)}
                className="min-w-0 flex-1"
              />
              <Button
                type="submit"
                className="mt-5"
                disabled={working || jumpParsed === undefined || 'error' in jumpParsed}
              >
                {L.setJump}
              </Button>
            </form>
            <form
              className="flex items-start gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if ('count' in roundsParsed) void run(() => client.advance(roundsParsed.count));
              }}
            >
              <Field
                label={L.advance}
                hint={L.advanceHint}
                inputMode="numeric"
                value={rounds}
                error={'error' in roundsParsed ? roundsParsed.error : undefined}
                onChange={(e) => setRounds(e.target.value)}
                className="min-w-0 flex-1"
              />
              <Button type="submit" className="mt-5" disabled={working || 'error' in roundsParsed}>
                {L.makeBlocks}
              </Button>
            </form>
          </Section>

          <Section title={L.impersonated} icon={<UserRound className="size-3.5" aria-hidden />}>
            <ul className="flex flex-col gap-1 text-[13px]" data-testid="unlocked-list">
              {data?.unlocked.length === 0 && <li className="text-muted">{L.impersonatedNone}</li>}
              {data?.unlocked.map((a) => (
                <li key={a} className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-mono text-xs" title={a}>
                    {a}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={working}
                    onClick={() => void run(() => client.lock(a))}
                  >
                    {L.stop}
                  </Button>
                </li>
              ))}
            </ul>
            <form
              className="flex items-start gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void run(() => client.unlock(actAs.trim())).then(() => setActAs(''));
              }}
            >
              <Field
                label={L.actAs}
                hint={L.actAsHint}
                value={actAs}
                onChange={(e) => setActAs(e.target.value)}
                className="min-w-0 flex-1"
              />
              <Button type="submit" className="mt-5" disabled={working || actAs.trim().length !== 58}>
                {L.unlock}
              </Button>
            </form>
          </Section>
        </div>
        {error !== null && <ErrorAlert error={error} testId="network-control-error" />}
        {lastCall !== null && (
          <p className="text-xs text-muted" data-testid="network-control-last-call">
            {L.lastCall}:{' '}
            <code className="font-mono">
              {lastCall.method} {lastCall.path}
              {lastCall.body !== undefined && ` ${JSON.stringify(lastCall.body)}`}
            </code>
          </p>
        )}
      </div>
    </Panel>
  );
}

import { parseDuration, parseRoundCount } from '@sextant/core/sandbox/parseDuration';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { LocalTime } from '../../ui/LocalTime';
import { ControlSection as Section } from './ControlSection';
import type { ControlSectionProps } from './ControlState';
import { NETWORK_CONTROL_LABELS as L } from './networkControlLabels';

/** The clock: the latest (and next) block's time, a jump ahead, and empty rounds. */
export function ClockSection({ client, data, working, run }: ControlSectionProps) {
  const [jump, setJump] = useState('');
  const [rounds, setRounds] = useState('1');
  const jumpParsed = jump.trim() === '' ? undefined : parseDuration(jump);
  const roundsParsed = parseRoundCount(rounds);
  return (
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
  );
}

import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { actingAsOf, clearActingAs } from './actingAsStore';
import { ControlSection as Section } from './ControlSection';
import type { ControlSectionProps } from './ControlState';
import { NETWORK_CONTROL_LABELS as L } from './networkControlLabels';

/**
 * The unlocked addresses, each with Stop (which also ends acting as it, if it is the wallet menu's
 * active account), and an address to unlock.
 */
export function ImpersonatedSection({
  profile,
  client,
  data,
  working,
  run,
}: ControlSectionProps & { profile: NetworkProfile }) {
  const [actAs, setActAs] = useState('');
  const lock = async (address: string) => {
    await client.lock(address);
    if (actingAsOf(profile.id)?.address === address) clearActingAs(profile.id);
  };
  return (
    <Section title={L.impersonated} icon={<UserRound className="size-3.5" aria-hidden />}>
      <ul className="flex flex-col gap-1 text-[13px]" data-testid="unlocked-list">
        {data?.unlocked.length === 0 && <li className="text-muted">{L.impersonatedNone}</li>}
        {data?.unlocked.map((a) => (
          <li key={a} className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate font-mono text-xs" title={a}>
              {a}
            </span>
            <Button size="sm" variant="ghost" disabled={working} onClick={() => void run(() => lock(a))}>
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
  );
}

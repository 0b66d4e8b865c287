import type { DecodedEvent } from '@sextant/core/contracts/decodeArc28Events';
import type { DisplayValue } from '@sextant/core/abi/displayAbiValue';

const show = (v: DisplayValue): string => (typeof v === 'string' ? v : JSON.stringify(v, null, 2));

/** ARC-28 events decoded by a spec: name, then each argument by name (structs as JSON). */
export function Arc28EventList({ events, testId }: { events: readonly DecodedEvent[]; testId?: string }) {
  return (
    <ul className="flex flex-col gap-2" data-testid={testId}>
      {events.map((e) => (
        <li key={e.logIndex} className="rounded-md border border-line px-3 py-2">
          <p className="font-mono text-[13px] font-semibold" title={e.signature}>
            {e.name}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[12px]">
            {e.args.map((a) => (
              <div key={a.name} className="contents">
                <dt className="text-muted">{a.name}</dt>
                <dd className="font-mono break-all whitespace-pre-wrap">{show(a.value)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

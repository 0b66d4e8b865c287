import type { StateEntry } from '@sextant/core/explore/decodeTealState';
import type { ReactNode } from 'react';
import { BytesValue } from '../../../ui/BytesValue';
import { EntityLink } from './EntityLink';

export const STATE_TABLE_LABELS = { key: 'Key', type: 'Type', value: 'Value', action: 'Edit' } as const;

/** The AVM type of a stored value: what the program wrote (an address or text is bytes read so). */
const typeOf = (e: StateEntry) => (e.value.kind === 'uint' ? 'uint64' : 'bytes');

/**
 * Application state (global or one account's local) as key, type and value, decoded where it
 * decodes (32 bytes of an account shown as its address, printable bytes as text, the rest as hex),
 * each bytes value with its own text / hex / base64 / address toggle; all text. `action` adds a
 * tool at the end of each row (the sandbox's edit button).
 */
export function StateTable({
  entries,
  label,
  action,
}: {
  entries: readonly StateEntry[];
  label: string;
  action?: (entry: StateEntry) => ReactNode;
}) {
  return (
    <table aria-label={label} className="w-full table-fixed text-left text-[13px]">
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="w-1/3 pb-1 font-medium">
            {STATE_TABLE_LABELS.key}
          </th>
          <th scope="col" className="w-16 pb-1 font-medium">
            {STATE_TABLE_LABELS.type}
          </th>
          <th scope="col" className="pb-1 font-medium">
            {STATE_TABLE_LABELS.value}
          </th>
          {action !== undefined && (
            <th scope="col" className="w-8 pb-1">
              <span className="sr-only">{STATE_TABLE_LABELS.action}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {entries.map((e) => (
          <tr key={e.keyBase64}>
            <th
              scope="row"
              className="w-1/3 py-1.5 pr-3 align-top font-mono font-normal break-all"
              title={`base64 ${e.keyBase64}`}
            >
              {e.key}
            </th>
            <td className="py-1.5 pr-2 align-top font-mono text-xs text-muted" data-testid="state-type">
              {typeOf(e)}
            </td>
            <td className="py-1.5 font-mono break-all">
              {e.value.kind === 'uint' && <span className="tabular-nums">{String(e.value.value)}</span>}
              {e.value.kind !== 'uint' && (
                <BytesValue
                  base64={e.value.base64}
                  what={e.key}
                  address={(a) => <EntityLink kind="account" value={a} />}
                />
              )}
            </td>
            {action !== undefined && <td className="w-8 py-0.5 text-right align-top">{action(e)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

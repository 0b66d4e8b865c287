import type { SpecValue } from '@sextant/core/explore/appSpec/decodeWithAppSpec';
import { APPLICATION_LABELS } from '../applicationLabels';

const L = APPLICATION_LABELS.spec;

/** State decoded by an app spec: the spec's name, its type and the value, all as text (on-chain data). */
export function SpecStateTable({ values, label }: { values: readonly SpecValue[]; label: string }) {
  return (
    <table aria-label={label} className="w-full table-fixed text-left text-[13px]" data-testid="spec-state">
      <thead className="text-xs text-muted">
        <tr>
          <th scope="col" className="w-1/3 pb-1 font-medium">
            {L.name}
          </th>
          <th scope="col" className="hidden w-1/5 pb-1 font-medium sm:table-cell">
            {L.type}
          </th>
          <th scope="col" className="pb-1 font-medium">
            {L.value}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {values.map((v, i) => (
          <tr key={`${v.name}-${i}`}>
            <th scope="row" className="py-1.5 pr-3 align-top font-mono font-normal break-all">
              {v.name}
              <span className="block text-xs text-muted sm:hidden">{v.type || L.unnamed}</span>
            </th>
            <td className="hidden py-1.5 pr-3 align-top font-mono text-xs break-all text-muted sm:table-cell">
              {v.type || L.unnamed}
            </td>
            <td className="py-1.5 align-top font-mono break-all">
              <span className="tabular-nums">{v.value}</span>
              {v.undecodable === true && (
                <span className="block text-xs text-warn">{L.undecodable(v.type)}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { FieldValue } from '@sextant/core/explore/TransactionView';
import { BytesValue } from '../../../ui/BytesValue';
import { AlgoAmount } from './AlgoAmount';
import { AssetAmount } from './AssetAmount';
import { AssetName } from './AssetName';
import { EntityLink } from './EntityLink';

/** Bytes fields whose values are often accounts (so 32 bytes show as an address first). */
const ADDRESS_FIRST = new Set(['application-args']);

/**
 * One transaction field rendered by its kind: ids and addresses as links, amounts formatted, bytes
 * with a text / hex / base64 (/ address) toggle, the rest as text. `field` is the field's key and
 * `what` its label, naming a bytes value's toggle.
 */
export function FieldValueView({
  value,
  field = '',
  what = '',
}: {
  value: FieldValue;
  field?: string;
  what?: string;
}) {
  switch (value.kind) {
    case 'address':
      return <EntityLink kind="account" value={value.value} />;
    case 'asset':
      return value.value === 0n ? (
        <span>0</span>
      ) : (
        <span className="inline-flex min-w-0 items-baseline gap-2">
          <EntityLink kind="asset" value={value.value} />
          <AssetName assetId={value.value} />
        </span>
      );
    case 'application':
      return value.value === 0n ? <span>0</span> : <EntityLink kind="application" value={value.value} />;
    case 'round':
      return <span className="tabular-nums">{String(value.value)}</span>;
    case 'algos':
      return <AlgoAmount value={value.value} />;
    case 'assetAmount':
      return <AssetAmount value={value.value} assetId={value.assetId} />;
    case 'number':
      return <span className="tabular-nums">{String(value.value)}</span>;
    case 'bool':
      return <span>{String(value.value)}</span>;
    case 'text':
      return <span className="font-sans">{value.value}</span>;
    case 'bytes':
      return (
        <BytesValue
          base64={value.value}
          what={what}
          addressFirst={ADDRESS_FIRST.has(field)}
          // A `*-b64` field sits beside its decoded twin (`name`, `url`…): its own view is base64.
          {...(field.endsWith('-b64') && { prefer: 'base64' as const })}
          address={(a) => <EntityLink kind="account" value={a} />}
        />
      );
    case 'list':
      return value.items.length === 0 ? (
        <span className="text-muted">—</span>
      ) : (
        <ol className="flex flex-col gap-1">
          {value.items.map((item, i) => (
            <li key={i}>
              <FieldValueView value={item} field={field} what={`${what} ${i + 1}`} />
            </li>
          ))}
        </ol>
      );
  }
}

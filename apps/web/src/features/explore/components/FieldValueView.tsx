import type { FieldValue } from '@sextant/core/explore/TransactionView';
import { AlgoAmount } from './AlgoAmount';
import { AssetAmount } from './AssetAmount';
import { AssetName } from './AssetName';
import { EntityLink } from './EntityLink';

/** One transaction field rendered by its kind: ids and addresses as links, amounts formatted, the rest as text. */
export function FieldValueView({ value }: { value: FieldValue }) {
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
      return <span className="text-muted">{value.value}</span>;
    case 'list':
      return value.items.length === 0 ? (
        <span className="text-muted">—</span>
      ) : (
        <ol className="flex flex-col gap-0.5">
          {value.items.map((item, i) => (
            <li key={i}>
              <FieldValueView value={item} />
            </li>
          ))}
        </ol>
      );
  }
}

import { base64Bytes } from '@sextant/core/explore/base64Bytes';
import type { AccessEntry } from '@sextant/core/explore/describeAccessList';
import { Panel } from '../../../ui/Panel';
import { EntityLink } from '../../explore/components/EntityLink';
import { V42_LABELS as L } from './v42Labels';

function AppRef({ id }: { id: bigint }) {
  return id === 0n ? (
    <span className="text-muted">{L.calledApp}</span>
  ) : (
    <EntityLink kind="application" value={id} />
  );
}

/** A box name as text when it is printable ASCII (`vault`), else its base64; the base64 on hover. */
function BoxName({ name }: { name: string }) {
  const bytes = base64Bytes(name);
  const printable = bytes !== undefined && bytes.length > 0 && bytes.every((b) => b >= 0x20 && b < 0x7f);
  return (
    <span title={name} data-testid="access-box-name">
      {printable ? `"${String.fromCharCode(...bytes)}"` : name}
    </span>
  );
}

function EntryValue({ entry }: { entry: AccessEntry }) {
  switch (entry.kind) {
    case 'address':
      return <EntityLink kind="account" value={entry.address} />;
    case 'asset':
      return <EntityLink kind="asset" value={entry.assetId} />;
    case 'app':
      return <EntityLink kind="application" value={entry.appId} />;
    case 'holding':
      return (
        <span className="flex flex-wrap gap-x-2">
          <EntityLink kind="account" value={entry.address} short />
          <span className="text-muted">·</span>
          <EntityLink kind="asset" value={entry.assetId} />
        </span>
      );
    case 'locals':
      return (
        <span className="flex flex-wrap gap-x-2">
          <EntityLink kind="account" value={entry.address} short />
          <span className="text-muted">·</span>
          <AppRef id={entry.appId} />
        </span>
      );
    case 'box':
      return (
        <span className="flex flex-wrap gap-x-2">
          <AppRef id={entry.appId} />
          <span className="text-muted">·</span>
          <BoxName name={entry.name} />
        </span>
      );
    case 'quota':
      return <span className="font-sans text-muted">{L.quotaNote}</span>;
  }
}

/** An app call's access list (`al`): each entry with its kind, its ids linked, in the transaction's order. */
export function AccessListPanel({ access }: { access: readonly AccessEntry[] }) {
  return (
    <Panel title={`${L.access} · ${L.accessCount(access.length)}`}>
      <ol className="flex flex-col gap-1.5" aria-label={L.access}>
        {access.map((entry, i) => (
          <li
            key={i}
            className="grid grid-cols-[1.5rem_6.5rem_minmax(0,1fr)] items-baseline gap-2 text-[13px]"
            data-testid="access-entry"
          >
            <span className="text-xs text-muted tabular-nums">{i + 1}</span>
            <span className="text-xs font-medium" data-testid="access-kind">
              {L.accessKinds[entry.kind]}
            </span>
            <span className="min-w-0 font-mono break-all">
              <EntryValue entry={entry} />
            </span>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

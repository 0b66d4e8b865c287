import type { DraftEntry } from '@sextant/core/compose/GroupDraft';
import type { RequiredSigner } from '@sextant/core/compose/requiredSigners';
import clsx from 'clsx';
import { AlertCircle, ArrowDown, ArrowUp, CheckCircle2, Circle, Copy, Trash2 } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';
import { COMPOSE_LABELS as L } from '../composeLabels';

export interface TxnListProps {
  entries: readonly DraftEntry[];
  selectedId: string | undefined;
  /** Entry ids whose fields do not build yet. */
  invalid: ReadonlySet<string>;
  signers: readonly (RequiredSigner | undefined)[];
  signed: readonly boolean[] | undefined;
  locked: boolean;
  /** 16 already: nothing can be duplicated. */
  full: boolean;
  onSelect: (id: string) => void;
  onMove: (id: string, to: number) => void;
  onDuplicate: (id: string) => void;
  onRemove: (id: string) => void;
}

export function shortAddress(a: string): string {
  return a.length > 16 ? `${a.slice(0, 6)}…${a.slice(-6)}` : a;
}

function summary(entry: DraftEntry): string {
  const d = entry.draft;
  switch (d.type) {
    case 'axfer':
      return `${L.types.axfer} · ${L.axferModes[d.mode]}`;
    case 'acfg':
      return `${L.types.acfg} · ${L.acfgModes[d.mode]}`;
    case 'keyreg':
      return `${L.types.keyreg} · ${L.keyregModes[d.mode]}`;
    case 'appl':
      if (d.abi !== undefined)
        return `${L.kinds.abi} · ${d.abi.method?.name ?? L.abi.pickMethod}${d.onComplete === 'noop' ? '' : ` · ${L.onCompletes[d.onComplete]}`}`;
      return `${L.types.appl} · ${L.onCompletes[d.onComplete]}`;
    case 'afrz':
      return `${L.types.afrz} · ${d.frozen ? L.freezeOn : L.freezeOff}`;
    case 'pay':
      return d.closeRemainderTo.trim() === '' ? L.types.pay : `${L.types.pay} · ${L.closeOut}`;
  }
}

/** A row's tools: move up and down, duplicate (not when the group is full), remove. */
function rowActions(p: TxnListProps, id: string, i: number) {
  const n = i + 1;
  const move = (to: number) => () => p.onMove(id, to);
  return [
    { label: L.moveUp(n), icon: ArrowUp, disabled: i === 0, onClick: move(i - 1) },
    { label: L.moveDown(n), icon: ArrowDown, disabled: i === p.entries.length - 1, onClick: move(i + 1) },
    { label: L.duplicate(n), icon: Copy, disabled: p.full, onClick: () => p.onDuplicate(id) },
    { label: L.remove(n), icon: Trash2, disabled: false, onClick: () => p.onRemove(id) },
  ];
}

/** The group in order: who must sign each, whether it is signed, and the reorder tools. */
export function TxnList(p: TxnListProps) {
  if (p.entries.length === 0) return <p className="text-[13px] text-muted">{L.emptyGroup}</p>;
  return (
    <ol
      className="flex flex-col gap-1.5 lg:max-h-[calc(100dvh-16rem)] lg:overflow-y-auto"
      data-testid="compose-txn-list"
    >
      {p.entries.map((entry, i) => {
        const n = i + 1;
        const signer = p.signers[i];
        const isSigned = p.signed?.[i] === true;
        const bad = p.invalid.has(entry.id);
        return (
          <li
            key={entry.id}
            data-testid="compose-txn"
            data-signed={p.signed === undefined ? undefined : String(isSigned)}
            className={clsx(
              'rounded-md border bg-surface',
              entry.id === p.selectedId ? 'border-accent ring-1 ring-accent/30' : 'border-line',
            )}
          >
            <button
              type="button"
              aria-label={L.select(n)}
              aria-current={entry.id === p.selectedId ? 'true' : undefined}
              onClick={() => p.onSelect(entry.id)}
              className="flex w-full min-w-0 items-center gap-2 px-2.5 pt-2 text-left text-[13px] font-medium"
            >
              <span className="inline-flex size-5 shrink-0 items-center justify-center rounded bg-sunken font-mono text-[11px] text-muted">
                {n}
              </span>
              <span className="truncate">{summary(entry)}</span>
              {bad && (
                <AlertCircle
                  className="ml-auto size-3.5 shrink-0 text-bad"
                  aria-label={L.hasErrors}
                  role="img"
                />
              )}
            </button>
            <div className="flex items-center gap-0.5 pr-1.5 pb-1 pl-2.5">
              <span className="flex min-w-0 flex-1 items-center gap-1 text-[11px] text-muted">
                {p.signed !== undefined &&
                  (isSigned ? (
                    <CheckCircle2 className="size-3.5 shrink-0 text-ok" aria-label={L.signed} role="img" />
                  ) : (
                    <Circle className="size-3.5 shrink-0" aria-label={L.unsigned} role="img" />
                  ))}
                {signer !== undefined ? (
                  <span className="truncate font-mono" title={signer.signer} data-testid="compose-signer">
                    {L.mustSign} {shortAddress(signer.signer)}
                    {signer.rekeyed && ` (${L.rekeyedTo})`}
                  </span>
                ) : (
                  <span className="truncate font-mono">
                    {entry.draft.sender.trim() === '' ? L.noSender : shortAddress(entry.draft.sender.trim())}
                  </span>
                )}
              </span>
              {rowActions(p, entry.id, i).map((a) => (
                <IconButton key={a.label} {...a} disabled={p.locked || a.disabled} />
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

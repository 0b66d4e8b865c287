import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import type { SearchFieldDef } from './SearchFieldDef';
import { SEARCH_LABELS as L } from './searchLabels';

/** Filters shown at once; the rest sit under "More filters" (open when one of them is set). */
const PRIMARY = 4;

const SELECT = 'h-8 w-full min-w-0 rounded-md border border-line-strong bg-surface px-2 text-[13px] text-fg';

/**
 * The filters as form fields, filled from the URL; submitting writes the non-empty ones back to the
 * URL (so a search is a link), which is what runs it. Errors come from the URL's values.
 */
export function SearchForm({
  fields,
  values,
  errors,
  onSubmit,
}: {
  fields: readonly SearchFieldDef[];
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  onSubmit: (values: Record<string, string>) => void;
}) {
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  // The fields under "More filters" are drawn once it is open (open at first when one is set).
  const [more, setMore] = useState(() => fields.slice(PRIMARY).some((f) => (values[f.name] ?? '') !== ''));
  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const renderField = (f: SearchFieldDef) =>
    f.kind === 'choice' ? (
      <label key={f.name} className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-medium text-muted">{f.label}</span>
        <select className={SELECT} value={draft[f.name] ?? ''} onChange={(e) => set(f.name, e.target.value)}>
          <option value="">{L.any}</option>
          {(f.choices ?? []).map((c) => (
            <option key={c} value={c}>
              {f.choiceLabels?.[c] ?? c}
            </option>
          ))}
        </select>
        {errors[f.name] !== undefined && <span className="text-xs text-bad">{errors[f.name]}</span>}
      </label>
    ) : f.kind === 'flag' ? (
      <label key={f.name} className="flex items-center gap-2 self-end pb-1.5 text-[13px]">
        <input
          type="checkbox"
          checked={draft[f.name] === 'true'}
          onChange={(e) => set(f.name, e.target.checked ? 'true' : '')}
        />
        {f.label}
      </label>
    ) : (
      <Field
        key={f.name}
        label={f.label}
        value={draft[f.name] ?? ''}
        placeholder={f.placeholder}
        error={errors[f.name]}
        inputMode={f.kind === 'uint' ? 'numeric' : undefined}
        className={f.kind === 'address' ? 'col-span-2' : undefined}
        onChange={(e) => set(f.name, e.target.value)}
      />
    );
  const grid = (some: readonly SearchFieldDef[]) => (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{some.map(renderField)}</div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== '')));
  };

  return (
    <form
      onSubmit={submit}
      aria-label={L.filters}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      {grid(fields.slice(0, PRIMARY))}
      {fields.length > PRIMARY && (
        <details open={more} onToggle={(e) => setMore(e.currentTarget.open)}>
          <summary className="cursor-pointer text-xs font-medium text-muted">{L.moreFilters}</summary>
          {more && <div className="pt-3">{grid(fields.slice(PRIMARY))}</div>}
        </details>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {L.search}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            onSubmit({});
          }}
        >
          {L.clear}
        </Button>
      </div>
    </form>
  );
}

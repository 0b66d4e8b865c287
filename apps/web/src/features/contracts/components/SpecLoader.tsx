import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Tabs } from '../../../ui/Tabs';
import { TextAreaField } from '../../../ui/TextAreaField';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { GivenFile } from '@sextant/core/debug/readPuyaOut';
import { specOfPuyaOut } from '@sextant/core/debug/specOfPuyaOut';
import clsx from 'clsx';
import { FolderOpen } from 'lucide-react';
import { useRef, useState } from 'react';
import { readPickedFiles } from '../../debug/readPickedFiles';
import { useFileDrop } from '../../debug/useFileDrop';
import { usePuyaMaps } from '../../debug/usePuyaMaps';
import { getAppSpec } from '../../applications/storage/appSpecStore';
import { EXAMPLE_CONTRACTS } from '@sextant/core/contracts/exampleContracts';

export interface SpecLoaderProps {
  network: string;
  /** `appId`: the app the spec came attached to (the lab then works on that app). */
  onText: (text: string, label: string, appId?: string) => void;
  /** The pasted text that did not load: offered again to fix rather than typed again. */
  failedPaste?: string;
}

type Source = 'file' | 'paste' | 'url' | 'app' | 'examples';

/** The ways in: a file, pasted JSON (kept after a failed load), a URL, the spec attached to an app id, an example. */
export function SpecLoader({ network, onText, failedPaste }: SpecLoaderProps) {
  const [source, setSource] = useState<Source>(failedPaste === undefined ? 'file' : 'paste');
  const [paste, setPaste] = useState(failedPaste ?? '');
  const [url, setUrl] = useState('');
  const [appId, setAppId] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const folder = useRef<HTMLInputElement>(null);
  const maps = usePuyaMaps();

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  /**
   * Files picked or dropped: one spec loads as it is; puya's out/ files (a folder, a zip, or
   * several files) load their spec and keep their debug maps by program hash for the debugger.
   */
  const given = (read: () => Promise<GivenFile[]>) =>
    attempt(async () => {
      const files = await read();
      const found = specOfPuyaOut(files);
      if ('problem' in found) throw new Error(found.problem);
      if (files.some((f) => f.path.endsWith('.puya.map'))) await maps.add.mutateAsync(files);
      onText(found.spec.text, found.spec.path);
    });
  const drop = useFileDrop((read) => void given(() => read));
  const picked = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const [one] = files;
    if (files.length === 1 && one !== undefined && !one.name.endsWith('.zip'))
      void attempt(async () => onText(await one.text(), one.name));
    else if (files.length > 0) void given(() => readPickedFiles(files));
  };
  const file = (
    <div className="flex flex-col gap-2">
      <label
        className={clsx(
          'flex cursor-pointer flex-col items-center gap-1 rounded-md border border-dashed px-3 py-5 text-center text-[13px] text-muted hover:bg-sunken',
          drop.over ? 'border-accent bg-accent-soft' : 'border-line-strong',
        )}
        data-testid="lab-spec-drop"
        {...drop.handlers}
      >
        <span className="font-medium text-fg">{L.chooseFile}</span>
        <span>ARC-56 · ARC-32 · ARC-4</span>
        <span className="text-xs">{L.fileDropHint}</span>
        <input
          type="file"
          multiple
          accept=".json,application/json,.map,.py,.ts,.zip"
          className="sr-only"
          aria-label={L.chooseFile}
          onChange={(e) => {
            picked(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      <Button size="sm" variant="secondary" className="self-start" onClick={() => folder.current?.click()}>
        <FolderOpen className="size-3.5" aria-hidden />
        {L.chooseOut}
      </Button>
      <input
        ref={folder}
        type="file"
        hidden
        data-testid="lab-spec-folder"
        // A folder pick: every file inside, with its path.
        {...{ webkitdirectory: '' }}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (files.length > 0) void given(() => readPickedFiles(files));
          e.target.value = '';
        }}
      />
    </div>
  );
  const pasted = (
    <div className="flex flex-col gap-2">
      <TextAreaField
        label={L.pasteLabel}
        inputClassName="h-28 text-[12px]"
        placeholder={L.pastePlaceholder}
        value={paste}
        onChange={setPaste}
      />
      <Button
        variant="primary"
        className="self-start"
        disabled={paste.trim() === ''}
        onClick={() => onText(paste, L.sources.paste)}
      >
        {L.load}
      </Button>
    </div>
  );
  /** One field and a Load button, loading on submit (the URL and the attached app id). */
  const loadForm = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    load: (v: string) => Promise<void>,
    input: { placeholder?: string; inputMode?: 'numeric' },
  ) => (
    <form
      className="flex items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void attempt(() => load(value.trim()));
      }}
    >
      <Field
        label={label}
        className="flex-1"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
      <Button type="submit" variant="primary" disabled={busy || value.trim() === ''}>
        {busy ? L.loading : L.load}
      </Button>
    </form>
  );
  const fromUrl = loadForm(
    L.urlLabel,
    url,
    setUrl,
    async (u) => {
      const r = await fetch(u);
      if (!r.ok) throw new Error(L.fetchFailed(`${r.status} ${r.statusText}`));
      onText(await r.text(), u);
    },
    { placeholder: 'https://…/App.arc56.json' },
  );
  const fromApp = loadForm(
    L.attachedLabel,
    appId,
    setAppId,
    async (id) => {
      if (!/^\d+$/.test(id)) throw new Error(L.appIdBad);
      const record = await getAppSpec(network, BigInt(id));
      if (record === undefined) throw new Error(L.noAttached(id));
      onText(record.text, `app ${id}`, id);
    },
    { inputMode: 'numeric' },
  );
  const examples = (
    <div className="flex flex-col gap-2">
      <p className="text-[13px] text-muted">{L.examplesIntro}</p>
      <ul className="flex flex-col gap-2" data-testid="lab-examples">
        {EXAMPLE_CONTRACTS.map((e) => (
          <li key={e.key} className="flex flex-col gap-1 rounded-md border border-line px-3 py-2">
            <span className="text-[13px] font-semibold">{e.name}</span>
            <span className="text-[12px] text-muted">{e.description}</span>
            <Button
              size="sm"
              className="self-start"
              onClick={() => onText(e.specText, `${e.name} (example)`)}
            >
              {L.loadExample(e.name)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <div className="flex flex-col gap-3">
      <Tabs
        label={L.loadFrom}
        value={source}
        onValueChange={(v) => setSource(v as Source)}
        items={[
          { value: 'file', label: L.sources.file, content: file },
          { value: 'paste', label: L.sources.paste, content: pasted },
          { value: 'url', label: L.sources.url, content: fromUrl },
          { value: 'app', label: L.sources.app, content: fromApp },
          { value: 'examples', label: L.sources.examples, content: examples },
        ]}
      />
      {problem !== undefined && (
        <p role="alert" className="rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]">
          {problem}
        </p>
      )}
    </div>
  );
}

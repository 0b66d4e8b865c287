import type { GivenFile } from '@sextant/core/debug/readPuyaOut';
import clsx from 'clsx';
import { FileCode2, FolderOpen } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../ui/Button';
import { DEBUG_LABELS as L } from '../debugLabels';
import { readPickedFiles } from '../readPickedFiles';
import { useFileDrop } from '../useFileDrop';

/**
 * Where puya's out/ folder (or a zip of it, or its files) is dropped or picked for stepping by
 * source line, with how many maps are kept, how many runs of this trace they describe, and what
 * could not be read.
 */
export function PuyaMapsDrop({
  known,
  matched,
  onFiles,
  onForget,
  added,
  problems,
  error,
}: {
  known: number;
  /** Runs of the open trace at source level. */
  matched: number;
  onFiles: (files: GivenFile[]) => void;
  onForget: () => void;
  /** Names of the maps read from the last drop. */
  added: string[] | undefined;
  problems: readonly string[];
  error: string | undefined;
}) {
  const files = useRef<HTMLInputElement>(null);
  const folder = useRef<HTMLInputElement>(null);
  const drop = useFileDrop((read) => void read.then(onFiles));
  const pick = async (list: FileList | null) => onFiles(await readPickedFiles([...(list ?? [])]));
  return (
    <section
      aria-label={L.puyaTitle}
      data-testid="debug-puya"
      {...drop.handlers}
      className={clsx(
        'rounded-md border border-dashed px-3 py-2 text-[13px]',
        drop.over ? 'border-accent bg-accent-soft' : 'border-line bg-sunken/40',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{L.puyaTitle}</h3>
        <div className="ml-auto flex flex-wrap gap-1">
          <Button size="sm" variant="secondary" onClick={() => files.current?.click()}>
            <FileCode2 className="size-3.5" aria-hidden />
            {L.puyaPickFiles}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => folder.current?.click()}>
            <FolderOpen className="size-3.5" aria-hidden />
            {L.puyaPickFolder}
          </Button>
        </div>
      </div>
      <p className="mt-1 text-xs text-muted">{L.puyaHint}</p>
      <input
        ref={files}
        type="file"
        multiple
        hidden
        data-testid="debug-puya-files"
        onChange={(e) => void pick(e.target.files)}
      />
      <input
        ref={folder}
        type="file"
        hidden
        data-testid="debug-puya-folder"
        // A folder pick: every file inside, with its path.
        {...{ webkitdirectory: '' }}
        onChange={(e) => void pick(e.target.files)}
      />
      <p className="mt-1 text-xs" data-testid="debug-puya-status">
        {known > 0 ? (
          <>
            <span className="text-muted">{L.puyaKnown(known)} · </span>
            <span className={matched > 0 ? 'text-ok' : 'text-muted'}>
              {matched > 0 ? L.puyaMatched(matched) : L.puyaNoneMatched}
            </span>{' '}
            <button type="button" className="text-accent hover:underline" onClick={onForget}>
              {L.puyaForget}
            </button>
          </>
        ) : (
          <span className="text-muted">{L.puyaDropHere}</span>
        )}
      </p>
      {added !== undefined && added.length > 0 && <p className="text-xs text-muted">{L.puyaAdded(added)}</p>}
      {[...problems, ...(error === undefined ? [] : [error])].map((p) => (
        <p key={p} role="alert" className="text-xs text-warn">
          {p}
        </p>
      ))}
    </section>
  );
}

import clsx from 'clsx';
import { FileUp } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { TextAreaField } from './TextAreaField';

export interface BytesInputLabels {
  input: string;
  placeholder: string;
  chooseFile: string;
  dropHint: string;
  fileRead: (name: string, bytes: number) => string;
}

/**
 * A textarea for base64 / hex, plus a file picker and drop zone for raw bytes. Whatever arrives
 * goes to `onInput`: text as typed, a file as its bytes (the page decides what to make of it).
 */
export function BytesInput({
  labels,
  text,
  onText,
  onFile,
  textTestId,
  fileTestId,
  actions,
}: {
  labels: BytesInputLabels;
  text: string;
  onText: (text: string) => void;
  onFile: (bytes: Uint8Array, name: string) => void;
  textTestId?: string;
  fileTestId?: string;
  actions?: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const [fileNote, setFileNote] = useState<string>();

  const readFile = (file: File | undefined) => {
    if (file === undefined) return;
    void file.arrayBuffer().then((buffer) => {
      const bytes = new Uint8Array(buffer);
      setFileNote(labels.fileRead(file.name, bytes.length));
      onFile(bytes, file.name);
    });
  };

  return (
    <div
      className={clsx(
        'flex flex-col gap-2 rounded-md',
        dragging && 'outline-2 outline-offset-4 outline-accent outline-dashed',
      )}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        readFile(e.dataTransfer.files[0]);
      }}
    >
      <TextAreaField
        label={labels.input}
        value={text}
        onChange={(next) => {
          setFileNote(undefined);
          onText(next);
        }}
        placeholder={labels.placeholder}
        rows={5}
        data-testid={textTestId}
        inputClassName="min-h-28 break-all"
      />
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <label className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border border-line-strong bg-surface px-3 text-sm font-medium hover:bg-sunken">
          <FileUp className="size-3.5" aria-hidden />
          {labels.chooseFile}
          <input
            type="file"
            className="sr-only"
            data-testid={fileTestId}
            onChange={(e) => {
              readFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <span className="text-xs text-muted">{fileNote ?? labels.dropHint}</span>
      </div>
    </div>
  );
}

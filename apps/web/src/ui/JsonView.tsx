import type { RawAnswer } from '@sextant/core/explore/RawAnswer';
import { formatJson } from '@sextant/core/json/formatJson';
import { jsonTokens, type JsonToken } from '@sextant/core/json/jsonTokens';
import { useMemo } from 'react';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import { JSON_VIEW_LABELS as L } from './jsonViewLabels';

const TOKEN_CLASSES: Record<JsonToken['kind'], string | undefined> = {
  key: 'text-accent',
  string: 'text-ok',
  number: 'text-warn',
  literal: 'text-bad',
  punct: undefined,
};

/**
 * A service's answer as indented JSON (uint64 beyond 2^53 written digit for digit), coloured by
 * token, with copy and download. Every string renders as text.
 */
export function JsonView({ answer, fileName }: { answer: RawAnswer; fileName: string }) {
  const text = useMemo(() => formatJson(answer.json), [answer]);
  const tokens = useMemo(() => jsonTokens(text), [text]);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <CopyButton value={text} what={L.what} text={L.copy} />
        <DownloadButton label={L.download} bytes={() => new TextEncoder().encode(text)} fileName={fileName} />
      </div>
      <pre
        data-testid={L.testId}
        tabIndex={0}
        className="max-h-[65dvh] overflow-auto rounded-md border border-line bg-surface p-3 font-mono text-[12px] leading-5"
      >
        {tokens.map((t, i) => {
          const className = TOKEN_CLASSES[t.kind];
          return className === undefined ? (
            t.text
          ) : (
            <span key={i} className={className}>
              {t.text}
            </span>
          );
        })}
      </pre>
    </div>
  );
}

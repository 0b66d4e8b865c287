import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import type { TealEditorProps } from './TealEditor';

const Editor = lazy(() => import('./TealEditor').then((m) => ({ default: m.TealEditor })));

/**
 * The TEAL editor behind a dynamic import: CodeMirror and the langspec word data are fetched the
 * first time one is shown, never with a route's own chunk. Until then the text shows as it is, at
 * the editor's size, so nothing moves when it arrives.
 */
export function LazyTealEditor(props: TealEditorProps) {
  return (
    <Suspense
      fallback={
        <pre
          className={clsx(
            'min-h-48 overflow-auto rounded-md border border-line-strong bg-surface p-3 font-mono text-[13px] text-muted',
            props.className,
          )}
        >
          {props.value}
        </pre>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}

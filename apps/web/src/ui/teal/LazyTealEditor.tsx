import { lazy, Suspense } from 'react';
import type { TealEditorProps } from './TealEditor';

const Editor = lazy(() => import('./TealEditor').then((m) => ({ default: m.TealEditor })));

/** The TEAL editor behind a dynamic import: CodeMirror is fetched the first time one is shown. */
export function LazyTealEditor(props: TealEditorProps) {
  return (
    <Suspense
      fallback={
        <pre className="min-h-48 overflow-auto rounded-md border border-line-strong bg-surface p-3 font-mono text-[13px] text-muted">
          {props.value}
        </pre>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}

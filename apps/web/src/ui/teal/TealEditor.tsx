import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import type { TealDiagnostic } from '@sextant/core/teal/TealDiagnostic';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { tealAssist } from './tealAssistExtensions';
import { tealLanguage } from './tealStreamLanguage';

export interface TealEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Problems to mark at their lines (compile errors, the line a program failed at). */
  diagnostics?: readonly TealDiagnostic[];
  readOnly?: boolean;
  /** The accessible name of the text area. */
  label: string;
  className?: string;
}

// Colours come from CSS variables set on the wrapper, so the light and dark themes both apply.
const highlight = HighlightStyle.define([
  { tag: tags.keyword, color: 'var(--teal-op)', fontWeight: '600' },
  { tag: tags.propertyName, color: 'var(--teal-field)' },
  { tag: tags.labelName, color: 'var(--teal-label)' },
  { tag: tags.meta, color: 'var(--teal-meta)', fontStyle: 'italic' },
  { tag: [tags.number, tags.atom], color: 'var(--teal-const)' },
  { tag: [tags.string, tags.typeName], color: 'var(--teal-string)' },
  { tag: tags.comment, color: 'var(--muted)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--bad)', textDecoration: 'underline wavy' },
]);

const theme = EditorView.theme({
  '&': { backgroundColor: 'var(--surface)', color: 'var(--fg)', fontSize: '13px', height: '100%' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.55' },
  '.cm-content': { caretColor: 'var(--accent)' },
  '.cm-gutters': {
    backgroundColor: 'var(--sunken)',
    color: 'var(--muted)',
    borderRight: '1px solid var(--line)',
  },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--accent-soft) 45%, transparent)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--accent-soft)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-selectionBackground, &.cm-focused .cm-selectionBackground': { backgroundColor: 'var(--accent-soft)' },
  '.cm-tooltip': {
    backgroundColor: 'var(--surface)',
    border: '1px solid var(--line-strong)',
    color: 'var(--fg)',
  },
  '.cm-lintRange-error': { backgroundColor: 'var(--bad-soft)' },
});

function toCmDiagnostics(state: EditorState, list: readonly TealDiagnostic[]): Diagnostic[] {
  return list.flatMap((d) => {
    if (d.line < 1 || d.line > state.doc.lines) return [];
    const line = state.doc.line(d.line);
    const from = Math.min(line.from + (d.column ?? 0), line.to);
    return [
      { from: from === line.to ? line.from : from, to: line.to, severity: 'error', message: d.message },
    ];
  });
}

/**
 * The TEAL editor (CodeMirror 6) shared by the logic-sig screen, the studio and the contract lab.
 * Heavy: import it through `LazyTealEditor` so CodeMirror loads only on screens that show it.
 */
export function TealEditor({
  value,
  onChange,
  diagnostics = [],
  readOnly = false,
  label,
  className,
}: TealEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!host.current) return;
    const v = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          tealLanguage,
          tealAssist,
          syntaxHighlighting(highlight),
          lintGutter(),
          theme,
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          // An explicit tabindex: a read-only editor's content is not contenteditable, so otherwise
          // nothing in its scroller takes focus and a keyboard cannot scroll a long line into view
          // (axe's scrollable-region-focusable, which counts only tabindex and native controls).
          EditorView.contentAttributes.of({ 'aria-label': label, spellcheck: 'false', tabindex: '0' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) onChangeRef.current?.(u.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The view is made once; value and diagnostics follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly, label]);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value)
      v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch(setDiagnostics(v.state, toCmDiagnostics(v.state, diagnostics)));
  }, [diagnostics, value]);

  return (
    <div
      ref={host}
      data-testid="teal-editor"
      className={clsx(
        'min-h-48 overflow-hidden rounded-md border border-line-strong',
        '[--teal-op:#6d28d9] [--teal-field:#0369a1] [--teal-label:#b45309] [--teal-meta:#0f766e] [--teal-const:#be185d] [--teal-string:#15803d]',
        'dark:[--teal-op:#c4b5fd] dark:[--teal-field:#7dd3fc] dark:[--teal-label:#fcd34d] dark:[--teal-meta:#5eead4] dark:[--teal-const:#f9a8d4] dark:[--teal-string:#86efac]',
        className,
      )}
    />
  );
}

import { autocompletion, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import { hoverTooltip, type EditorView } from '@codemirror/view';
import { tealCompletions, tealHover } from '@sextant/core/teal/tealAssist';
import { tealVersionOf } from '@sextant/core/teal/tealVersionOf';

function versionOf(view: { state: EditorView['state'] }): number {
  return tealVersionOf(view.state.doc.toString());
}

function complete(context: CompletionContext): CompletionResult | null {
  const word = context.matchBefore(/[\w#.]*/);
  if (word === null || (word.from === word.to && !context.explicit)) return null;
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  if (/^\s*\/\//.test(before)) return null;
  const options = tealCompletions(before, versionOf(context)).map((s) => ({
    label: s.label,
    detail: s.kind,
    info: s.detail,
    type:
      s.kind === 'opcode' || s.kind === 'pseudo' ? 'keyword' : s.kind === 'field' ? 'property' : 'constant',
  }));
  return { from: word.from, options, validFor: /^\w*$/ };
}

/** The word under the pointer's documentation: an opcode's, a field's, a pragma's, at the program's version. */
const hover = hoverTooltip((view, pos) => {
  const line = view.state.doc.lineAt(pos);
  const at = pos - line.from;
  let start = at;
  let end = at;
  while (start > 0 && /[\w]/.test(line.text[start - 1] ?? '')) start--;
  while (end < line.text.length && /[\w]/.test(line.text[end] ?? '')) end++;
  if (start === end) return null;
  const found = tealHover(line.text.slice(start, end), versionOf(view));
  if (found === undefined) return null;
  return {
    pos: line.from + start,
    end: line.from + end,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'max-w-80 p-2 text-xs';
      dom.dataset['testid'] = 'teal-hover';
      const title = document.createElement('strong');
      title.textContent = found.label;
      const text = document.createElement('p');
      text.textContent = found.detail;
      dom.append(title, text);
      return { dom };
    },
  };
});

/** Completion (opcodes, fields and pragmas of the program's version, v13's included) and hover docs. */
export const tealAssist: Extension = [autocompletion({ override: [complete] }), hover];

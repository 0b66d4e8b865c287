import { COMPOSE_LABELS as L } from '../composeLabels';

/** The node's own text, one click away behind the plain-words message. */
export function NodeWords({ text }: { text: string | undefined }) {
  if (text === undefined || text === '') return null;
  return (
    <details className="text-[12px]">
      <summary className="cursor-pointer text-muted hover:text-fg">{L.nodeText}</summary>
      <pre className="mt-1 overflow-x-auto rounded bg-sunken p-2 font-mono text-[11px] break-all whitespace-pre-wrap">
        {text}
      </pre>
    </details>
  );
}

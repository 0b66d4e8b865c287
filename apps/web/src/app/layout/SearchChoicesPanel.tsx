import clsx from 'clsx';
import { CornerDownLeft } from 'lucide-react';
import { SEARCH_BOX_LABELS } from './searchBoxLabels';
import type { SearchChoice } from './searchChoices';
import { SHELL_LABELS } from './shellLabels';

/**
 * The search box's list under the input: what the text can open (a listbox the input drives by
 * `aria-activedescendant`), or why it opens nothing; while a number is asked of the node, a note.
 */
export function SearchChoicesPanel({
  shown,
  listId,
  checking,
  nothingFound,
  invalid,
  choices,
  highlighted,
  onPoint,
  onPick,
}: {
  shown: boolean;
  listId: string;
  /** A number's answer from the node is on its way. */
  checking: boolean;
  /** The number that names nothing on the network, once the node said so. */
  nothingFound: string | undefined;
  /** Why the text cannot name anything, when it cannot. */
  invalid: string | undefined;
  choices: readonly SearchChoice[];
  highlighted: number;
  /** The pointer is on choice `index` (it becomes the highlighted one). */
  onPoint: (index: number) => void;
  onPick: (to: string) => void;
}) {
  return (
    <div
      hidden={!shown}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-line bg-surface p-1 shadow-lg"
    >
      {checking && (
        <p role="status" className="px-2 py-1 text-xs text-muted">
          {SEARCH_BOX_LABELS.checking}
        </p>
      )}
      {nothingFound !== undefined && (
        <p role="status" className="px-2 py-1.5 text-xs text-bad" data-testid="search-nothing-found">
          {SEARCH_BOX_LABELS.nothingFound(nothingFound)}
        </p>
      )}
      {invalid !== undefined && choices.length > 0 && (
        <p role="status" className="px-2 py-1 text-xs text-muted" data-testid="search-text-hint">
          {invalid}
        </p>
      )}
      {choices.length > 0 ? (
        <ul role="listbox" id={listId} aria-label={SHELL_LABELS.searchChoices}>
          {choices.map((choice, index) => (
            <li
              key={choice.key}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === highlighted}
              // Keep focus in the input so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => onPoint(index)}
              // A person may still click one marked "not found": its page says it is not there.
              onClick={() => onPick(choice.to)}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded px-2 py-1.5',
                index === highlighted && 'bg-sunken',
              )}
            >
              <span className="w-20 shrink-0 text-xs font-medium text-muted">{choice.label}</span>
              <span
                className={clsx(
                  'min-w-0 flex-1 truncate font-mono text-[13px]',
                  choice.exists === false && 'text-muted line-through',
                )}
              >
                {choice.value}
              </span>
              {choice.exists !== undefined && (
                <span className={clsx('text-xs', choice.exists ? 'text-ok' : 'text-muted')}>
                  {choice.exists ? SHELL_LABELS.searchExists : SHELL_LABELS.searchMissing}
                </span>
              )}
              {index === highlighted && (
                <CornerDownLeft className="size-3.5 shrink-0 text-muted" aria-hidden />
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p id={listId} role="alert" className="px-2 py-1.5 text-xs text-bad">
          {invalid ?? null}
        </p>
      )}
    </div>
  );
}

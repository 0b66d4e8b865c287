import { findNumberTargets } from '@sextant/core/explore/findNumberTargets';
import { classifySearch } from '@sextant/core/search/classifySearch';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { CornerDownLeft, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useNetworks } from '../networks/useNetworks';
import { searchChoices } from './searchChoices';
import { SHELL_LABELS } from './shellLabels';

/**
 * One box for every lookup (a combobox): the input is classified as typed (address, txid, group id,
 * number) and the matching screens are listed under it; Enter opens the highlighted one.
 */
export function SearchBox({ networkId }: { networkId: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const target = classifySearch(text);
  const profile = useNetworks().find(networkId);
  const number = target.kind === 'number' ? target.value : undefined;
  // A number is asked of the node (debounced by the cache: the same number is asked once a minute).
  const numbers = useQuery({
    queryKey: [networkId, 'search-number', String(number)],
    queryFn: ({ signal }) => findNumberTargets(profile!, number!, { signal }),
    enabled: profile !== undefined && number !== undefined,
    staleTime: 60_000,
    retry: false,
  });
  const choices = searchChoices(target, networkId, number === undefined ? undefined : numbers.data);
  const highlighted = Math.min(active, Math.max(choices.length - 1, 0));
  const showPanel = open && target.kind !== 'empty';

  const go = (to: string) => {
    setOpen(false);
    setText('');
    inputRef.current?.blur();
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (choices.length > 0) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((highlighted + step + choices.length) % choices.length);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const choice = choices[highlighted];
        if (choice) go(choice.to);
        else setOpen(true);
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label={SHELL_LABELS.search}
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && choices.length > 0 ? `${listId}-${highlighted}` : undefined}
        placeholder={SHELL_LABELS.searchPlaceholder}
        value={text}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-8 w-full min-w-0 rounded-md border border-line-strong bg-sunken pr-2 pl-8 text-[13px] placeholder:text-muted focus:bg-surface"
      />
      <div
        hidden={!showPanel}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-line bg-surface p-1 shadow-lg"
      >
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
                onMouseEnter={() => setActive(index)}
                onClick={() => go(choice.to)}
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
            {target.kind === 'invalid' ? target.message : null}
          </p>
        )}
      </div>
    </form>
  );
}

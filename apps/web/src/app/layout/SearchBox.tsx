import type { NumberTargets } from '@sextant/core/explore/findNumberTargets';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { classifySearch, looksLikeAddress, type AddressCheck } from '@sextant/core/search/classifySearch';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useBrowserState } from '../../ui/hydration/useBrowserState';
import { useHydrating } from '../../ui/hydration/useHydrating';
import { useNetworks } from '../networks/useNetworks';
import { queryKeys } from '../queries/queryKeys';
import { earlySearchText, takeEarlySearch } from './earlySearch';
import { defaultChoice, searchChoices, stepChoice } from './searchChoices';
import { SearchChoicesPanel } from './SearchChoicesPanel';
import { SHELL_LABELS } from './shellLabels';

/**
 * What a number names on the network (cached: the same number is asked once a minute). Keyed with the
 * lists that grow with each block: a commit may create the asset or application it names.
 */
function numberQuery(networkId: string, profile: NetworkProfile | undefined, number: bigint | undefined) {
  return queryOptions({
    queryKey: queryKeys.ledger.latest(networkId, 'number', String(number)),
    // Loaded on the first number typed: the lookup is not needed to draw the first page.
    queryFn: async ({ signal }): Promise<NumberTargets> => {
      const { findNumberTargets } = await import('@sextant/core/explore/findNumberTargets');
      return findNumberTargets(profile!, number!, { signal });
    },
    enabled: profile !== undefined && number !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * The address checksum test, loaded the first time something shaped like an address is typed
 * (its SHA-512/256 is kept off the first page); undefined until then.
 */
function useAddressCheck(wanted: boolean): AddressCheck {
  const [check, setCheck] = useState<AddressCheck>(undefined);
  useEffect(() => {
    if (!wanted || check !== undefined) return;
    let live = true;
    void import('@sextant/core/address/isValidAddress').then((m) => {
      if (live) setCheck(() => m.isValidAddress);
    });
    return () => {
      live = false;
    };
  }, [wanted, check]);
  return check;
}

/**
 * One box for every lookup (a combobox): the input is classified as typed (address, txid, group id,
 * number) and the matching screens are listed under it; Enter opens the highlighted one. A number
 * is asked of the node: the asset, application and round that exist are marked (the first of them
 * highlighted), Enter jumps straight to the one that exists when only one does (waiting for the
 * node's answer if it has not come yet), and "nothing found" is said when none does.
 */
export function SearchBox({ networkId }: { networkId: string }) {
  const navigate = useNavigate();
  // Over a page the server drew, what was typed before the box answered (index.html kept it).
  const [text, setText] = useBrowserState(earlySearchText, '');
  const hydrating = useHydrating();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Whether the person moved the highlight (arrows, mouse): then Enter goes where they pointed.
  const [picked, setPicked] = useState(false);
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const checkAddress = useAddressCheck(looksLikeAddress(text));
  const target = classifySearch(text, checkAddress);
  const profile = useNetworks().find(networkId);
  const number = target.kind === 'number' ? target.value : undefined;
  const numbers = useQuery(numberQuery(networkId, profile, number));
  const choices = searchChoices(target, networkId, number === undefined ? undefined : numbers.data, text);
  const highlighted = picked ? Math.min(active, Math.max(choices.length - 1, 0)) : defaultChoice(choices);
  const nothingFound = choices.length > 0 && choices.every((c) => c.exists === false);
  const showPanel = open && target.kind !== 'empty';

  // The box answers from here on; a search submitted before it did is carried out now, with the
  // text it was submitted with (already this render's, `earlySearchText`).
  useEffect(() => {
    if (!hydrating && takeEarlySearch()) formRef.current?.requestSubmit();
  }, [hydrating]);

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
        setActive(stepChoice(choices, highlighted, event.key === 'ArrowDown' ? 1 : -1));
        setPicked(true);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <form
      ref={formRef}
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(true);
        if (target.kind !== 'number' || picked || profile === undefined) {
          const choice = choices[highlighted];
          if (choice) go(choice.to);
          return;
        }
        // A number: decide on the node's answer, waiting for it when it is still on its way.
        const typed = text;
        void queryClient
          .fetchQuery(numberQuery(networkId, profile, target.value))
          .catch(() => undefined)
          .then((answer) => {
            if (inputRef.current?.value !== typed) return; // typed on meanwhile
            const options = searchChoices(target, networkId, answer);
            if (options.every((c) => c.exists === false)) return; // the panel says nothing was found
            const choice = options[defaultChoice(options)];
            if (choice) go(choice.to);
          });
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
          setPicked(false);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-8 w-full min-w-0 rounded-md border border-line-strong bg-sunken pr-2 pl-8 text-[13px] placeholder:text-muted focus:bg-surface"
      />
      <SearchChoicesPanel
        shown={showPanel}
        listId={listId}
        checking={number !== undefined && numbers.isFetching && numbers.data === undefined}
        nothingFound={nothingFound ? String(number) : undefined}
        invalid={target.kind === 'invalid' ? target.message : undefined}
        choices={choices}
        highlighted={highlighted}
        onPoint={(index) => {
          setActive(index);
          setPicked(true);
        }}
        onPick={go}
      />
    </form>
  );
}

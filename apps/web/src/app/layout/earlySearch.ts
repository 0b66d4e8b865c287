/** What index.html's inline script keeps of the search box before the app answers in it. */
interface HeldSearch {
  /** The box's text when last typed in or submitted. */
  text: string;
  /** Whether it was submitted (Enter) after that. */
  submitted: boolean;
  /** Stops holding (the box answers itself from now on). */
  stop?: () => void;
}

/** The global index.html's inline script sets. */
export const EARLY_SEARCH_GLOBAL = '__sextantSearch';

type Scope = Record<string, unknown>;
const held = (scope: Scope) => scope[EARLY_SEARCH_GLOBAL] as HeldSearch | undefined;

/**
 * The text typed in a page the server drew before its code ran (index.html keeps it, and holds a
 * submission: a plain form's would reload the page and lose it); '' when none. Reads only: the box
 * shows it as its first text once it answers.
 */
export function earlySearchText(scope: Scope = window as never): string {
  return held(scope)?.text ?? '';
}

/**
 * Called once the search box answers (hydrated, or drawn in the browser): stops index.html's holding
 * and says whether a search was submitted before, which the box then carries out with the text
 * `earlySearchText` gave it. Once only: a second call says false.
 */
export function takeEarlySearch(scope: Scope = window as never): boolean {
  const search = held(scope);
  if (search === undefined) return false;
  search.stop?.();
  delete scope[EARLY_SEARCH_GLOBAL];
  return search.submitted && search.text.trim() !== '';
}

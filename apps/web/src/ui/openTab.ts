/**
 * Which of a screen's tabs `?tab=` opens: the named one, or the first (the default) when the value
 * is absent or unknown. `useTabParam` reads the URL with it, and so does a route's data declaration
 * (`RouteQueries`), so both ask for the same tab's list.
 */
export function openTab<const T extends string>(tabs: readonly [T, ...T[]], raw: string | null): T {
  return tabs.find((t) => t === raw) ?? tabs[0];
}

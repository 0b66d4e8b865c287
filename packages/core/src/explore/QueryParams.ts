/** Query string values a reader accepts; undefined values are left out, arrays are comma-joined. */
export type QueryValue =
  string | number | bigint | boolean | readonly (string | number | bigint)[] | undefined;
/** Any params object whose values are QueryValues (interfaces have no index signature, hence `object`). */
export type QueryParams = object;

/** `?a=1&b=x` from params (kebab-case names as the APIs spell them), or '' when none are set. */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params) as [string, QueryValue][]) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.map(String).join(','));
    } else {
      search.set(name, String(value));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

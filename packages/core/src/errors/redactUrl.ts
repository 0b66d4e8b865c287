/** Query parameters whose values are treated as secrets. */
const SECRET_PARAM = /token|key|secret|auth|pass|sig/i;

/**
 * A URL fit for a message or a log: user and password removed, secret-looking query values masked.
 * Anything that does not parse as a URL is returned with any `user:pass@` part removed.
 */
export function redactUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return input.replace(/\/\/[^/@\s]*@/, '//');
  }
  url.username = '';
  url.password = '';
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) url.searchParams.set(name, '***');
  }
  const text = url.toString();
  // URL#toString adds a trailing slash to a bare origin; keep the input's form.
  return input.endsWith('/') || url.pathname !== '/' || url.search !== '' ? text : text.replace(/\/$/, '');
}

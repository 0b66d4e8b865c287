/** The fragment keys an app handed to the contract lab travels in. */
export const LAB_APP_FRAGMENT = 'app';
export const LAB_METHOD_FRAGMENT = 'method';

/**
 * The contract lab with an app's attached spec open, and a method chosen when given (the
 * fragment never reaches a server; the lab drops it once read).
 */
export function labHref(network: string, appId: bigint, method?: string): string {
  const params = new URLSearchParams({ [LAB_APP_FRAGMENT]: String(appId) });
  if (method !== undefined) params.set(LAB_METHOD_FRAGMENT, method);
  return `/${network}/contracts#${params.toString()}`;
}

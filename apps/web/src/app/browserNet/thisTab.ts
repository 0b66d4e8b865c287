/**
 * This page's own name among the origin's tabs, for as long as it is open: sent with the Browser
 * network's admin requests, so the announcement of a replacement this tab asked for is known as
 * its own. Not a secret, and `crypto.randomUUID` needs a secure context a LAN address is not.
 */
export const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

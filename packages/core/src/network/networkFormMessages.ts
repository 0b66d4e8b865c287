/** Messages shown at a network form field; tests assert these exact texts. */
export const NETWORK_FORM_MESSAGES = {
  nameRequired: 'Enter a name.',
  nameTooLong: 'Use at most 40 characters.',
  nameNeedsLetter: 'Use at least one letter or digit.',
  nameReserved: (id: string) => `“${id}” is used by a built-in network or page; pick another name.`,
  nameTaken: 'Another saved network already has this name.',
  urlRequired: 'Enter the algod URL.',
  urlRequiredForSection: 'Enter a URL, or clear this section’s port, path and token.',
  urlInvalid: 'Enter a full URL, like http://127.0.0.1:4001.',
  urlScheme: 'Use http:// or https://.',
  urlPlainHttp:
    'Use https:// for a node on the internet; plain http:// is for this computer (127.0.0.1, localhost) or your local network (10.x, 172.16–31.x, 192.168.x, .local).',
  /** Shown (not blocking) under a URL that uses plain http to another computer on the local network. */
  urlLocalHttp:
    'Plain http:// on your local network: the token travels unencrypted, readable by anyone on that network. Only a page served over http (npm start) can reach it; a page served over https cannot.',
  urlCredentials: 'Put credentials in the token, not in the URL.',
  urlExtra: 'Put any path in Path prefix; no ?query or #fragment.',
  portInvalid: 'Enter a port from 1 to 65535, or leave it empty.',
  portTwice: 'The URL already has a port; leave this empty.',
  pathStart: 'Start the path with /, like /algod.',
  pathChars: 'Use a plain path: no spaces, //, ? or #.',
  tokenChars: 'Tokens use visible ASCII characters only, no spaces.',
  tokenTooLong: 'Use at most 512 characters.',
  headerRequired: 'Enter the header that carries the token.',
  headerChars: 'Header names use letters, digits and - only.',
  headerForbidden: 'Browsers do not let a page set this header; use another.',
} as const;

/** What the search box says when it cannot resolve the input. */
export const SEARCH_MESSAGES = {
  badChecksum: 'This looks like an address, but its checksum is wrong.',
  numberTooLarge: 'Numbers above 18446744073709551615 (2^64 − 1) cannot be ids or rounds.',
  unrecognized:
    'Enter an address (58 characters), a transaction id (52), a group id (44, base64) or a number.',
} as const;

export type SearchMessage = (typeof SEARCH_MESSAGES)[keyof typeof SEARCH_MESSAGES];

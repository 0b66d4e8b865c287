/** RFC 4648's base32 alphabet, which Algorand addresses and transaction ids are written in. */
export const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

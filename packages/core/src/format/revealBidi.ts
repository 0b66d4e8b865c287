/**
 * The invisible characters that reorder text around them: the embeddings and overrides (U+202A–E:
 * LRE, RLE, PDF, LRO, RLO), the isolates (U+2066–9: LRI, RLI, FSI, PDI) and the marks (U+200E LRM,
 * U+200F RLM, U+061C ALM). An on-chain name holding U+202E can make "exe.txt" read as "txt.exe", or
 * flip an address beside it (the "Trojan Source" trick, CVE-2021-42574).
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * Untrusted text with every bidi control shown as what it is (`⟨U+202E⟩`) instead of acting: what
 * the explorer shows for on-chain strings (asset names, unit names, URLs, notes read as text,
 * transaction fields). Text without one comes back unchanged.
 */
export function revealBidi(text: string): string {
  return text.replace(
    BIDI_CONTROLS,
    (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟩`,
  );
}

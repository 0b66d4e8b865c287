import { isValidAddress } from '../address/isValidAddress';

export type FilterKind = 'uint' | 'address' | 'text' | 'time' | 'choice' | 'flag' | 'note';

export interface FilterSpec {
  /** The indexer's parameter name, also the URL's (`min-round`). */
  name: string;
  kind: FilterKind;
  choices?: readonly string[];
}

export const FILTER_MESSAGES = {
  uint: 'A whole number from 0 to 18446744073709551615.',
  address: 'Not a valid Algorand address.',
  time: 'A date (2026-01-31) or an RFC 3339 time (2026-01-31T12:00:00Z).',
  choice: 'Not one of the choices.',
  noteTooLong: 'A note prefix is at most 1024 bytes.',
} as const;

export interface SearchFilters {
  /** What goes to the indexer: strings (numbers stay decimal text, exact), and `true` for flags. */
  params: Record<string, string | boolean>;
  /** A message per filter that does not parse; when any is set, nothing should be asked. */
  errors: Record<string, string>;
}

const MAX_UINT64 = (1n << 64n) - 1n;

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The filters of a search page, read from the URL (`get` is URLSearchParams#get) and checked as the
 * indexer would: uint64 numbers, checksummed addresses, dates, a note prefix typed as text (sent base64).
 */
export function readSearchFilters(
  specs: readonly FilterSpec[],
  get: (name: string) => string | null,
): SearchFilters {
  const out: SearchFilters = { params: {}, errors: {} };
  for (const spec of specs) {
    const raw = get(spec.name)?.trim() ?? '';
    if (raw === '') continue;
    switch (spec.kind) {
      case 'uint':
        if (/^\d{1,20}$/.test(raw) && BigInt(raw) <= MAX_UINT64)
          out.params[spec.name] = BigInt(raw).toString();
        else out.errors[spec.name] = FILTER_MESSAGES.uint;
        break;
      case 'address':
        if (isValidAddress(raw)) out.params[spec.name] = raw;
        else out.errors[spec.name] = FILTER_MESSAGES.address;
        break;
      case 'time': {
        const time = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? Date.parse(`${raw}T00:00:00Z`) : Date.parse(raw);
        if (Number.isFinite(time) && /^\d{4}-\d{2}-\d{2}/.test(raw))
          out.params[spec.name] = new Date(time).toISOString();
        else out.errors[spec.name] = FILTER_MESSAGES.time;
        break;
      }
      case 'choice':
        if (spec.choices?.includes(raw)) out.params[spec.name] = raw;
        else out.errors[spec.name] = FILTER_MESSAGES.choice;
        break;
      case 'flag':
        if (raw === 'true') out.params[spec.name] = true;
        break;
      case 'note':
        if (new TextEncoder().encode(raw).length <= 1024) out.params[spec.name] = toBase64(raw);
        else out.errors[spec.name] = FILTER_MESSAGES.noteTooLong;
        break;
      case 'text':
        out.params[spec.name] = raw;
        break;
    }
  }
  return out;
}

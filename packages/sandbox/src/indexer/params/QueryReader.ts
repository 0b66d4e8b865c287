import { HttpError } from '../../http/HttpError';

const UINT64_MAX = (1n << 64n) - 1n;
const GO_TRUE = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const GO_FALSE = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

/** Thrown for a query value the indexer's generated binding would refuse: a 400 with its text. */
export function badParam(name: string, detail: string): HttpError {
  return new HttpError(400, `Invalid format for parameter ${name}: ${detail}`);
}

/** strconv.ParseUint(s, 10, 64) with Go's error text. */
export function parseUint64(s: string): bigint | string {
  if (!/^[0-9]+$/.test(s)) return `strconv.ParseUint: parsing ${JSON.stringify(s)}: invalid syntax`;
  const v = BigInt(s);
  if (v > UINT64_MAX) return `strconv.ParseUint: parsing ${JSON.stringify(s)}: value out of range`;
  return v;
}

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** RFC 3339 (or a bare date, as the binding also accepts) to Unix milliseconds. */
export function parseTime(s: string): number | undefined {
  const t = RFC3339.exec(s);
  if (t !== null) {
    const [y, mo, d, h, mi, se] = [t[1], t[2], t[3], t[4], t[5], t[6]].map(Number) as number[];
    if (
      !validDate(y as number, mo as number, d as number) ||
      (h as number) > 23 ||
      (mi as number) > 59 ||
      (se as number) > 59
    )
      return undefined;
    let ms =
      Date.UTC(y as number, (mo as number) - 1, d, h, mi, se) +
      (t[7] === undefined ? 0 : Number(t[7]) * 1000);
    if (t[9] !== undefined) {
      const off = (Number(t[10]) * 60 + Number(t[11])) * 60_000;
      ms += t[9] === '+' ? -off : off;
    }
    return ms;
  }
  const d = DATE.exec(s);
  if (d !== null && validDate(Number(d[1]), Number(d[2]), Number(d[3])))
    return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]));
  return undefined;
}

/**
 * Typed access to the query string with the failures algorand/indexer's oapi-codegen binding
 * reports (`Invalid format for parameter X: ...`); absent parameters are undefined.
 */
export class QueryReader {
  constructor(private readonly params: URLSearchParams) {}

  has(name: string): boolean {
    return this.params.has(name);
  }

  /** A single-valued parameter: repeating it is an error, as in the generated binding. */
  str(name: string): string | undefined {
    const all = this.params.getAll(name);
    if (all.length === 0) return undefined;
    if (all.length > 1) throw badParam(name, `multiple values for single value parameter '${name}'`);
    return all[0];
  }

  uint(name: string): bigint | undefined {
    const s = this.str(name);
    if (s === undefined) return undefined;
    const v = parseUint64(s);
    if (typeof v === 'string') throw badParam(name, `error binding string parameter: ${v}`);
    return v;
  }

  bool(name: string): boolean | undefined {
    const s = this.str(name);
    if (s === undefined) return undefined;
    if (GO_TRUE.has(s)) return true;
    if (GO_FALSE.has(s)) return false;
    throw badParam(
      name,
      `error binding string parameter: strconv.ParseBool: parsing ${JSON.stringify(s)}: invalid syntax`,
    );
  }

  /** A date-time parameter as Unix milliseconds. */
  time(name: string): number | undefined {
    const s = this.str(name);
    if (s === undefined) return undefined;
    const ms = parseTime(s);
    if (ms === undefined)
      throw badParam(
        name,
        `error parsing '${s}' as RFC3339 or 2006-01-02 time: parsing time ${JSON.stringify(s)} as "2006-01-02": cannot parse ${JSON.stringify(s)} as "2006"`,
      );
    return ms;
  }

  /** An array parameter (form style, not exploded): comma-separated, repeats concatenated. */
  list(name: string): string[] | undefined {
    const all = this.params.getAll(name);
    if (all.length === 0) return undefined;
    return all.flatMap((v) => v.split(','));
  }
}
